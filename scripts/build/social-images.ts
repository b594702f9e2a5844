import { Resvg } from "@resvg/resvg-js"
import { readFileSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import satori from "satori"
import { business } from "../../app/config/business.ts"
import type { BuiltPage } from "./built-pages.ts"

const require = createRequire(import.meta.url)
const WIDTH = 1200
const HEIGHT = 630

/**
 * The colour of each accent, read from the one stylesheet that defines them
 * (app/styles/accents.css), for the social image's stripe.
 */
function accentColours(): ReadonlyMap<string, string> {
  const css = readFileSync(
    fileURLToPath(new URL("../../app/styles/accents.css", import.meta.url)),
    "utf8",
  )
  const colours = new Map<string, string>()
  for (const block of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const colour = /--accent:\s*(#[0-9a-f]{3,6})\b/i.exec(block[2] ?? "")?.[1]
    if (!colour) continue
    for (const name of (block[1] ?? "").matchAll(/data-accent="([a-z]+)"/g))
      if (name[1]) colours.set(name[1], colour)
  }
  return colours
}

const accentColour = accentColours()

interface Node {
  type: string
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string; [k: string]: unknown }
}

/** Cuts text at a word boundary so that it fits in two lines. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.]$/, "")}…`
}

const h = (type: string, style: Node["props"]["style"], children?: Node["props"]["children"], extra = {}): Node => ({
  type,
  props: { style, children, ...extra },
})

function template(page: BuiltPage, host: string): Node {
  const title = page.title.replace(/\s*\|\s*TRABEM$/, "").replace(/^TRABEM \| /, "")
  const accent = accentColour.get(page.accent) ?? "#1F5FD6"
  return h(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      backgroundImage: "linear-gradient(135deg, #0B1B32 0%, #123A8C 60%, #1F5FD6 100%)",
      color: "#FFFFFF",
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 20 }, [
        h(
          "div",
          {
            width: 64,
            height: 64,
            borderRadius: 16,
            backgroundColor: "#1F5FD6",
            border: "2px solid rgba(255,255,255,0.35)",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
            fontWeight: 800,
          },
          "T",
        ),
        h("div", { fontSize: 34, fontWeight: 800, letterSpacing: 6 }, business.brand),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 24 }, [
        h("div", { width: 96, height: 8, borderRadius: 4, backgroundColor: accent }),
        h("div", { fontSize: title.length > 60 ? 56 : 66, fontWeight: 800, lineHeight: 1.1, maxWidth: 1000 }, title),
        h(
          "div",
          { fontSize: 28, fontWeight: 700, color: "rgba(255,255,255,0.78)", lineHeight: 1.35, maxWidth: 1000 },
          shorten(page.description, 110),
        ),
      ]),
      h("div", { fontSize: 24, fontWeight: 700, color: "rgba(255,255,255,0.7)" }, host),
    ],
  )
}

/**
 * A 1200 x 630 preview per page and language, drawn from its title in the
 * brand's style, written where the page's og:image says.
 */
export async function writeSocialImages(clientDir: string, builtPages: readonly BuiltPage[], origin: string) {
  const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)
  const fonts = [
    { name: "Inter", data: await readFile(fontFile(700)), weight: 700 as const, style: "normal" as const },
    { name: "Inter", data: await readFile(fontFile(800)), weight: 800 as const, style: "normal" as const },
  ]
  const host = new URL(origin).host
  for (const page of builtPages) {
    const svg = await satori(template(page, host) as unknown as Parameters<typeof satori>[0], {
      width: WIDTH,
      height: HEIGHT,
      fonts,
    })
    const png = new Resvg(svg, { fitTo: { mode: "width", value: WIDTH } }).render().asPng()
    const file = path.join(clientDir, new URL(page.image).pathname)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, png)
  }
  return { images: builtPages.length }
}
