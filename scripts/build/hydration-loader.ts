import { readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { hydrationLoader, PAGE_DATA_ID, type PageData } from "#app/lib/page-data.ts"
import { readClientManifest, viewChunks } from "./client-files.ts"
import { listHtmlFiles } from "./html-files.ts"

/**
 * Puts the loader inline in every hydrating page, in place of the module
 * script React Router's build names (app/entry.client.tsx, which only the
 * development server runs): a few hundred bytes that ask for nothing until
 * the page has painted, then for all of the page's modules at once
 * (`hydrationLoader`, app/lib/page-data.ts). The entry's own file goes, since
 * no page loads it. Runs before the CSP step, which hashes the loader.
 */
export async function inlineHydrationLoaders(buildDir: string) {
  const clientDir = path.join(buildDir, "client")
  const manifest = await readClientManifest(buildDir)
  const entry = manifest["app/entry.client.tsx"]?.file
  const hydrate = manifest["app/hydrate.tsx"]?.file
  if (!entry || !hydrate) throw new Error("No entry or hydration module in the client manifest")
  const entryTag = `<script type="module" src="/${entry}"></script>`
  const dataBlock = new RegExp(
    `<script id="${PAGE_DATA_ID}" type="application/json">([\\s\\S]*?)</script>`,
  )
  let pages = 0
  for (const file of await listHtmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, file), "utf8")
    const data = dataBlock.exec(html)?.[1]
    if (!html.includes(entryTag) && !data) continue
    if (!html.includes(entryTag) || !data)
      throw new Error(`${file}: a hydrating page needs both its data block and the entry`)
    const { view } = JSON.parse(data) as PageData
    const modules = (await viewChunks(buildDir, view))
      .filter((f) => f !== hydrate)
      .map((f) => `/${f}`)
    const loader = hydrationLoader(`/${hydrate}`, modules)
    await writeFile(path.join(clientDir, file), html.replace(entryTag, () => `<script>${loader}</script>`))
    pages++
  }
  await rm(path.join(clientDir, entry))
  return { pages }
}
