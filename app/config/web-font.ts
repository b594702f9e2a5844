import { fontProviders } from "astro/config"

/**
 * The site's one web font, Inter cut to what the site draws with it
 * (scripts/build/web-font.ts makes the file; `npm run font`), and how Astro's
 * fonts API serves it (astro.config.ts, `<Font>` in the page layout): the file
 * hashed under /assets/fonts/, preloaded by every page so that it is there for
 * the first paint of a first visit, and `optional`, so that a font later than
 * that never swaps in and moves the page. Where it is late, the page keeps
 * Arial scaled to Inter's widths and vertical metrics (`size-adjust` and the
 * ascent, descent and line-gap overrides Astro computes from both fonts'
 * metrics), so it lays out as it will with Inter.
 */

export const webFontFile = "app/styles/fonts/inter-latin-wght-400-800.woff2"

/**
 * The weights the site sets, font-normal (400) to font-extrabold (800), one
 * face each: Astro's fallback for each is then Arial's face of that weight
 * (Arial Bold from 700) rather than Arial made bold by the browser.
 */
export const webFontWeights = [400, 500, 600, 700, 800] as const

/** The variable font's weight axis, cut to the weights the site sets. */
export const webFontAxis = {
  min: Math.min(...webFontWeights),
  max: Math.max(...webFontWeights),
}

/**
 * The code points the font draws: those of the source file (its unicode-range in
 * @fontsource-variable/inter) but the combining macron, diaeresis and vertical line
 * below (U+0304, U+0308, U+0329). Spanish, French and English are written with
 * precomposed letters (á, ï, ü…), which stay, as does all of Latin-1 for the names
 * visitors type; the three marks serve decomposed text and Yoruba, and with the anchors
 * that place them they were 1.8 KB of the file (6 %). A character the site writes that
 * Inter draws must be here (tests/unit/built-site.test.ts).
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

/** `webFontRanges` as a CSS `unicode-range`. */
export function unicodeRange(ranges = webFontRanges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0")
  return ranges
    .map(([from, to]) =>
      from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
    )
    .join(", ")
}

const face = (weight: (typeof webFontWeights)[number]) => ({
  src: [`./${webFontFile}`] as [string],
  weight,
  style: "normal" as const,
})

/** Inter in Astro's fonts API; pages name it by its CSS variable, `--font-inter`. */
export const webFont = {
  provider: fontProviders.local(),
  name: "Inter",
  cssVariable: "--font-inter",
  fallbacks: ["sans-serif"],
  display: "optional" as const,
  unicodeRange: [unicodeRange()] as [string],
  options: {
    variants: [face(400), face(500), face(600), face(700), face(800)] as [
      ReturnType<typeof face>,
      ...ReturnType<typeof face>[],
    ],
  },
}
