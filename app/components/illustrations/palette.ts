/**
 * The colours every illustration is drawn with, and the only place they are
 * written: the design tokens, the slate greys and, for each product accent, a
 * short ramp of its tints. An illustration in a product's colours reads that
 * product's ramp, so pointing the ramp elsewhere recolours the drawing.
 */

/** Slate greys and white: surfaces, borders and lines of text. */
export const neutral = {
  white: "#fff",
  ink: "#0B1B32",
  paper: "#F8FAFC",
  mist: "#F1F5F9",
  line: "#E2E8F0",
  muted: "#CBD5E1",
  quiet: "#94A3B8",
} as const

/** Shapes drawn on an ink band: raised surfaces, rules and glowing points. */
export const onInk = {
  raised: "#1C2F4D",
  rule: "#2B4469",
  glow: "#7BA7F2",
} as const

/**
 * Brand blue, its deep and light shades and the sky tint; the grant programme's
 * yellow as a highlight.
 */
export const brand = {
  base: "#1F5FD6",
  deep: "#123A8C",
  sky: "#E8F0FE",
  light: "#93C5FD",
  grant: "#FACC15",
} as const

/** The dealership amber, its tint and its shade: warnings, notes and highlights. */
export const amber = {
  base: "#F59E0B",
  tint: "#FEF3C7",
  deep: "#B45309",
} as const

/** Success and error marks, with the tint of their panels. */
export const status = {
  ok: "#16A34A",
  okTint: "#DCFCE7",
  error: "#DC2626",
  errorTint: "#FEE2E2",
} as const

/** Signal lights: a window's title-bar dots, a display's digits. */
export const lights = {
  red: "#F87171",
  amber: "#FBBF24",
  green: "#34D399",
} as const

/**
 * The four steps every product accent has, so a drawing can take any of them; a
 * ramp may add shades of its own.
 */
export type AccentRamp = {
  readonly wash: string
  readonly tint: string
  readonly base: string
  readonly deep: string
} & Readonly<Record<string, string>>

/** Clinic teal: TrAbem Flex, the clinic agents and the appointment assistant. */
export const clinic = {
  wash: "#E6F6F3",
  tint: "#CFEDE9",
  base: "#0E9F8E",
  deep: "#0A7468",
} as const satisfies AccentRamp

/** Connext violet, with the rule, light and soft shades of its inbox. */
export const connext = {
  wash: "#F1F0FF",
  tint: "#EDE9FE",
  base: "#6D4AFF",
  deep: "#4B2FD1",
  rule: "#E4E2F5",
  light: "#C4B5FD",
  soft: "#A78BFA",
} as const satisfies AccentRamp

/** Office blue, with the bright and soft blues of its app tiles. */
export const office = {
  wash: "#DBEAFE",
  tint: "#BFDBFE",
  base: "#2563EB",
  deep: "#1D4ED8",
  bright: "#3B82F6",
  soft: "#60A5FA",
} as const satisfies AccentRamp

/**
 * Quarry stone, from its lightest grey to the night under the lorry, with its
 * amber and the scale's display.
 */
export const quarry = {
  wash: "#F5F5F4",
  tint: "#D6D3D1",
  base: "#57534E",
  deep: "#292524",
  light: "#A8A29E",
  stone: "#78716C",
  rock: "#44403C",
  night: "#1C1917",
  amber: "#D97706",
  display: "#064E3B",
} as const satisfies AccentRamp
