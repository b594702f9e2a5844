import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import subsetFont from "subset-font"
import {
  webFontAxis,
  webFontRanges,
} from "#app/config/web-font.ts"

/**
 * The site's one web font: Inter's variable Latin file from @fontsource-variable/inter,
 * cut to what the site draws with it. The characters are the source file's but its three
 * combining marks (`webFontRanges`); the weight axis shrinks from 100–900 to 400–800, and
 * the OpenType features to those a browser applies by itself and the tabular figures of
 * `tabular-nums` (`webFontFeatures`): the fractions and proportional figures, which no
 * rule of the site asks for, go with the glyphs only they reach. 48 KB become about 27.
 * Written to `webFontFile` (app/config/web-font.ts, with the weights and characters) by
 * `npm run font`, and checked against a fresh cut by scripts/build/web-font.test.ts.
 */

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

/** Inter's variable Latin file, which the site's font is cut from. */
export const webFontSource = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
)

/** Cuts the source file to `webFontRanges`, `webFontAxis` and `webFontFeatures`. */
export async function makeWebFont(): Promise<Buffer> {
  let text = ""
  for (const [from, to] of webFontRanges)
    for (let code = Math.max(from, 0x20); code <= to; code++)
      text += String.fromCodePoint(code)
  return subsetFont(await readFile(webFontSource), text, {
    targetFormat: "woff2",
    variationAxes: { wght: webFontAxis },
    keepFeatures: [...webFontFeatures],
  })
}
