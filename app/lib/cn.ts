import { clsx, type ClassValue } from "clsx"
import { createTailwindMerge } from "tailwind-merge"

/**
 * Joins class names, a later utility overriding an earlier one of the same
 * kind (`cn("pb-16", "pb-4")` is `pb-4`). The merge knows the kinds of
 * utility that components override through `className` (display, spacing,
 * gaps, grid, text size and colour, weight, background, border and gradient
 * colours, radius, sizing); a utility of any other kind is kept as
 * written. This short list, rather than tailwind-merge's full table of every
 * Tailwind utility, keeps the script every page loads small.
 */
const palette =
  "red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone"
/**
 * The theme's own colours (app/styles/theme.css `--color-*`) and Tailwind's
 * palette. cn also runs outside the bundler (Node tests render components), so
 * it keeps the theme's names here; cn.test.ts reads theme.css and fails for
 * any colour this list does not know.
 */
const colour = new RegExp(
  `^(?:white|black|transparent|current|inherit|ink|accent(?:-[a-z]+)*|brand|brand-deep|sky|teal|teal-deep|violet|violet-deep|graphite|amber|stone-accent|quarry-amber|office|grant|hero-(?:from|via|to)|(?:${palette})-\\d{2,3}|\\[(?:#|rgb|hsl|oklch|color:|var\\().*\\]|\\(--[\\w-]+\\))$`,
)
const isColour = (value: string) => colour.test(value)
const isAny = () => true
const sizes = ["xs", "sm", "md", "lg", "xl", "2xl", "3xl", "4xl", "5xl"]

const merge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  orderSensitiveModifiers: ["*", "**", "after", "before", "placeholder"],
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "contents",
      "hidden",
    ],
    "font-size": [
      {
        text: [
          ...sizes.filter((s) => s !== "md"),
          "base",
          "6xl",
          "7xl",
          "8xl",
          "9xl",
          "hero",
          "display",
          "stat",
        ],
      },
    ],
    "text-color": [{ text: [isColour] }],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
        ],
      },
    ],
    "bg-color": [{ bg: [isColour] }],
    "border-color": [{ border: [isColour] }],
    "gradient-from": [{ from: [isColour] }],
    "gradient-via": [{ via: [isColour] }],
    "gradient-to": [{ to: [isColour] }],
    p: [{ p: [isAny] }],
    px: [{ px: [isAny] }],
    py: [{ py: [isAny] }],
    pt: [{ pt: [isAny] }],
    pr: [{ pr: [isAny] }],
    pb: [{ pb: [isAny] }],
    pl: [{ pl: [isAny] }],
    m: [{ m: [isAny] }],
    mx: [{ mx: [isAny] }],
    my: [{ my: [isAny] }],
    mt: [{ mt: [isAny] }],
    mr: [{ mr: [isAny] }],
    mb: [{ mb: [isAny] }],
    ml: [{ ml: [isAny] }],
    gap: [{ gap: [isAny] }],
    "gap-x": [{ "gap-x": [isAny] }],
    "gap-y": [{ "gap-y": [isAny] }],
    "space-x": [{ "space-x": [isAny] }],
    "space-y": [{ "space-y": [isAny] }],
    "grid-cols": [{ "grid-cols": [isAny] }],
    "col-span": [{ col: [{ span: [isAny] }] }],
    rounded: [{ rounded: ["", "none", "full", "card", ...sizes] }],
    size: [{ size: [isAny] }],
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    "max-w": [{ "max-w": [isAny] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
    size: ["w", "h"],
  },
  conflictingClassGroupModifiers: {},
}))

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
