import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { listHtmlFiles } from "./html-files.ts"

/**
 * Removes the <link rel="modulepreload"> tags React Router writes into each
 * page's <head>. On a slow phone connection they make the browser fetch all
 * of the page's JavaScript (about 130 KB) before and alongside the
 * stylesheet, which delays the first paint by about a second. Without them
 * the scripts start once the HTML is parsed, from the module loader at the
 * end of <body>; the page is readable first and interactive a moment later.
 * See docs/decisions/0007-first-paint-before-scripts.md.
 */
export function dropModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
}

export async function writeWithoutModulePreloads(clientDir: string) {
  const files = await listHtmlFiles(clientDir)
  for (const file of files) {
    const full = path.join(clientDir, file)
    await writeFile(full, dropModulePreloads(await readFile(full, "utf8")))
  }
  return { files: files.length }
}
