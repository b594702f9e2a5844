import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import subsetFont from "subset-font"

/**
 * The site's one web font: Inter's variable Latin file from @fontsource-variable/inter,
 * cut to what the site draws with it. The characters are the source file's but its three
 * combining marks (`webFontRanges`); the weight axis shrinks from 100–900 to 400–800, and
 * the OpenType features to those a browser applies by itself and the tabular figures of
 * `tabular-nums` (`webFontFeatures`): the fractions and proportional figures, which no
 * rule of the site asks for, go with the glyphs only they reach. 48 KB become about 27.
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

/**
 * The code points the font draws: those of the source file (its unicode-range in
 * @fontsource-variable/inter) but the combining macron, diaeresis and vertical line
 * below (U+0304, U+0308, U+0329). Spanish, French and English are written with
 * precomposed letters (á, ï, ü…), which stay, as does all of Latin-1 for the names
 * visitors type; the three marks serve decomposed text and Yoruba, and with the anchors
 * that place them they were 1.8 KB of the file (6 %). A character the site writes that
 * Inter draws must be here (web-font.test.ts).
 */
export const webFontRanges: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
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

/** Inter's variable Latin file, which the site's font is cut from. */
export const webFontSource = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
)

/** Cuts the source file to `webFontRanges`, `webFontWeights` and `webFontFeatures`. */
export async function makeWebFont(): Promise<Buffer> {
  let text = ""
  for (const [from, to] of webFontRanges)
    for (let code = Math.max(from, 0x20); code <= to; code++)
      text += String.fromCodePoint(code)
  return subsetFont(await readFile(webFontSource), text, {
    targetFormat: "woff2",
    variationAxes: { wght: webFontWeights },
    keepFeatures: [...webFontFeatures],
  })
}
