import { clsx, type ClassValue } from "clsx"
import { createTailwindMerge } from "tailwind-merge"

/**
 * The values of the colour utilities (text-, bg-, border-, from-, via-, to-)
 * that are another kind of utility: sizes and lengths, sides and styles of
 * borders, alignment and wrapping of text, background images, positions and
 * repeats, and arbitrary values that are not colours.
 */
const otherKind = new RegExp(
  "^(?:" +
    [
      String.raw`\d.*`,
      "[xytrblse](?:-.+)?",
      "(?:top|bottom|left|right)(?:-.+)?",
      "center|justify|start|end|wrap|nowrap|balance|pretty|ellipsis",
      "(?:clip|origin|blend|position|size|spacing|shadow|opacity)(?:-.+)?",
      "(?:no-)?repeat(?:-.+)?|none|auto|cover|contain|fixed|local|scroll",
      "(?:gradient|linear|radial|conic)(?:-.+)?",
      "solid|dashed|dotted|double|hidden|collapse|separate",
      String.raw`\[(?!#|rgb|hsl|oklch|color:|var\().*\]`,
      String.raw`\([\w-]+:.*\)`,
    ].join("|") +
    ")$",
)
/**
 * A colour is any other value of a colour utility, as in tailwind-merge's
 * own table: a colour of the theme (app/styles/theme.css `--color-*`) or of
 * Tailwind's palette, an arbitrary colour or a custom property. So the theme's
 * colours are named only in the theme; cn.test.ts checks, over every colour
 * utility the components use, that exactly the colours merge as colours.
 */
const isColour = (value: string) => !otherKind.test(value)
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

/**
 * Joins class names, a later utility overriding an earlier one of the same
 * kind (`cn("pb-16", "pb-4")` is `pb-4`). The merge knows the kinds of
 * utility that components override through `className` (display, spacing,
 * gaps, grid, text size and colour, weight, background, border and gradient
 * colours, radius, sizing); a utility of any other kind is kept as
 * written. This short list, rather than tailwind-merge's full table of every
 * Tailwind utility, keeps the script every page loads small.
 */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
