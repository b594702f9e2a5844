import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import subsetFont from "subset-font"

/**
 * The site's one web font: Inter's variable Latin file from @fontsource-variable/inter,
 * cut to what the site draws with it. The characters stay as they are in the source
 * file; the weight axis shrinks from 100–900 to 400–800, and the OpenType features to
 * those a browser applies by itself and the tabular figures of `tabular-nums`
 * (`webFontFeatures`): the fractions and proportional figures, which no rule of the
 * site asks for, go with the glyphs only they reach. 48 KB become about 28.
 * Written to `webFontFile` by `npm run font`, and checked against a fresh cut by
 * scripts/build/web-font.test.ts.
 */

export const webFontFile = "app/styles/fonts/inter-latin-wght-400-800.woff2"

/** The weights the site sets: font-normal (400) to font-extrabold (800). */
export const webFontWeights = { min: 400, max: 800 } as const

/**
 * The OpenType features the cut keeps: those browsers apply to every run of text
 * (Inter's contextual alternates among them: the colon of 9:00 and brackets beside
 * capitals), and `tnum` for `tabular-nums`. A feature a rule asks for by
 * `font-variant-*` or `font-feature-settings` must be here (web-font.test.ts).
 */
export const webFontFeatures = [
  "ccmp",
  "locl",
  "rvrn",
  "calt",
  "clig",
  "liga",
  "rlig",
  "kern",
  "mark",
  "mkmk",
  "tnum",
] as const

/** The code points of the source file, as its unicode-range in @fontsource-variable/inter says. */
export const webFontRanges: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

/** `webFontRanges` as the `unicode-range` of app/styles/fonts.css writes it. */
export function unicodeRange(ranges = webFontRanges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0")
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ")
}

const sourceFile = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
)

/** Cuts the source file to `webFontWeights` and `webFontFeatures`, keeping its characters. */
export async function makeWebFont(): Promise<Buffer> {
  let text = ""
  for (const [from, to] of webFontRanges)
    for (let code = Math.max(from, 0x20); code <= to; code++)
      text += String.fromCodePoint(code)
  return subsetFont(await readFile(sourceFile), text, {
    targetFormat: "woff2",
    variationAxes: { wght: webFontWeights },
    keepFeatures: [...webFontFeatures],
  })
}
