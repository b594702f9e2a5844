/**
 * The accents a page or a section can take. Each name is a block of custom
 * properties in app/styles/accents.css; components read them through the
 * theme's `accent-*` colours.
 */
export const accents = [
  "brand",
  "clinic",
  "connext",
  "dealer",
  "quarry",
  "office",
  "kit",
] as const

export type Accent = (typeof accents)[number]
