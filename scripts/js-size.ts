import { readFile } from "node:fs/promises"
import path from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import { publicPageRoutes } from "../app/config/pages.ts"
import { viewChunks } from "./build/client-files.ts"
import { inlineScripts } from "./build/csp.ts"
import { htmlFileOf } from "./build/page-list.ts"

/**
 * `npm run size`: the JavaScript each page loads at start, compressed as
 * served (brotli): its inline scripts (on a hydrating page, the loader) and
 * its JSON data block (the hydration data), the modules its HTML names, the
 * view and hydration module the loader starts, and everything they import statically (modules
 * imported on demand, like the carousel engine or the toasts, are not
 * counted). Budgets: 1 KB on pages without script, 110 KB on pages that hydrate.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build")
const clientDir = path.join(buildDir, "client")
const sizes = new Map<string, number>()
const imports = new Map<string, string[]>()

async function read(asset: string) {
  return readFile(path.join(clientDir, asset))
}

async function sizeOf(asset: string): Promise<number> {
  const cached = sizes.get(asset)
  if (cached !== undefined) return cached
  const size = brotliCompressSync(await read(asset), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length
  sizes.set(asset, size)
  return size
}

/** Static imports of a built module (`import"./x.js"`, `from"./x.js"`), not `import("./x.js")`. */
async function staticImportsOf(asset: string): Promise<string[]> {
  const cached = imports.get(asset)
  if (cached) return cached
  const code = (await read(asset)).toString("utf8")
  const found = [
    ...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g),
  ].map((m) => path.posix.join(path.posix.dirname(asset), m[1] ?? ""))
  imports.set(asset, found)
  return found
}

/** The page's hydration data, a JSON block app/hydrate.tsx reads (app/lib/page-data.ts). */
function pageDataBlock(html: string): string[] {
  const block =
    /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    )
  return block?.[1] ? [block[1]] : []
}

for (const route of publicPageRoutes) {
  const html = await readFile(
    path.join(clientDir, htmlFileOf(route.path)),
    "utf8",
  )
  const view = /"view":"([^"]+)"/.exec(html)?.[1]
  const ofView = view ? await viewChunks(buildDir, view) : []
  const queue = [
    ...new Set([
      ...[...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ""),
      ...ofView.map((file) => `/${file}`),
    ]),
  ]
  const seen = new Set<string>()
  while (queue.length) {
    const asset = queue.pop()!
    if (seen.has(asset)) continue
    seen.add(asset)
    queue.push(...(await staticImportsOf(asset)))
  }
  const inline = [...inlineScripts(html), ...pageDataBlock(html)].join("\n")
  const inlineSize = inline
    ? brotliCompressSync(inline, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length
    : 0
  let total = inlineSize
  for (const asset of seen) total += await sizeOf(asset)
  console.log(
    `${route.path.padEnd(22)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${seen.size} files + inline ${(inlineSize / 1024).toFixed(1)} KB`,
  )
}
