import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { ICON_SHEET_ID } from "#app/components/ui/icon-sheet.ts"
import { listHtmlFiles } from "./html-files.ts"

const iconUse = /<use href="#(icon-[a-z0-9-]+)"/g
const symbolElement = /<symbol id="(icon-[a-z0-9-]+)"[^>]*>[\s\S]*?<\/symbol>/g

/**
 * The page with the symbols of the icons it shows, in one hidden `<svg>` put
 * after the page's content: before its first script after the footer, or at
 * the end of `<body>`. A page without icons is returned as it is.
 */
export function withIconSheet(
  html: string,
  symbols: ReadonlyMap<string, string>,
  page = "page",
): string {
  const ids = [...new Set([...html.matchAll(iconUse)].map((m) => m[1] ?? ""))].sort()
  if (ids.length === 0) return html
  const drawn = ids.map((id) => {
    const symbol = symbols.get(id)
    if (!symbol) throw new Error(`${page}: no symbol ${id} in the icon sprite`)
    return symbol
  })
  const sheet = `<svg id="${ICON_SHEET_ID}" hidden>${drawn.join("")}</svg>`
  const footerEnd = html.lastIndexOf("</footer>")
  const script = footerEnd < 0 ? -1 : html.indexOf("<script", footerEnd)
  const at = script >= 0 ? script : html.lastIndexOf("</body>")
  if (at < 0) throw new Error(`${page}: no </body>`)
  return html.slice(0, at) + sheet + html.slice(at)
}

/** The sprite's symbols by id. */
export function spriteSymbols(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(symbolElement)].map((m) => [m[1] ?? "", m[0]]))
}

/**
 * Writes into every built page the symbols of its icons
 * (app/components/ui/icon-sheet.ts). The sprite file stays, for the icons a
 * page's script shows later. Runs before the CSP step and compression.
 */
export async function inlineIconSheets(clientDir: string) {
  const assets = path.join(clientDir, "assets")
  const file = (await readdir(assets)).find((f) => /^icons-[\w-]+\.svg$/.test(f))
  if (!file) throw new Error("No icon sprite in the client build")
  const symbols = spriteSymbols(await readFile(path.join(assets, file), "utf8"))
  let pages = 0
  for (const page of await listHtmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, page), "utf8")
    const sheeted = withIconSheet(html, symbols, page)
    if (sheeted === html) continue
    await writeFile(path.join(clientDir, page), sheeted)
    pages++
  }
  return { pages }
}
