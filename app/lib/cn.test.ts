import { globSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { cn } from "./cn.ts"

/** The colours a stylesheet's theme declares (`--color-<name>:`). */
const coloursOf = (css: string) =>
  Array.from(css.matchAll(/--color-([\w-]+)\s*:/g), ([, name]) => name ?? "")

/** Every colour the site's theme declares, read from the stylesheet itself. */
const themeColours = coloursOf(
  readFileSync(new URL("../styles/theme.css", import.meta.url), "utf8"),
)

/** Tailwind's own palette (slate-600…), from Tailwind's theme. */
const paletteColours = coloursOf(
  readFileSync(
    createRequire(import.meta.url).resolve("tailwindcss/theme.css"),
    "utf8",
  ),
)

const colourUtility = ["text", "bg", "border", "from", "via", "to"] as const

/**
 * Every colour utility written in the components, sections, layouts and
 * pages (`hover:bg-white/10` → `bg-white`), by utility.
 */
const usedUtilities = (() => {
  const root = new URL("../", import.meta.url)
  const found = new Set<string>()
  const token = new RegExp(
    String.raw`(?<![\w-])(?:[\w-]+:)*(${colourUtility.join("|")})-([\w.%-]+|\[[^\]\s]+\]|\([^)\s]+\))(?:\/\d+)?(?=["'\s\`])`,
    "g",
  )
  for (const file of globSync(
    "{components,sections,layouts,pages}/**/*.{ts,tsx,astro}",
    {
      cwd: root,
    },
  )) {
    if (/\.test\.tsx?$/.test(file)) continue
    const source = readFileSync(new URL(file, root), "utf8")
    for (const [, utility, value] of source.matchAll(token))
      found.add(`${utility}-${value}`)
  }
  return [...found].toSorted()
})()

/**
 * Whether a utility's value names a colour: the theme's, Tailwind's, a keyword,
 * an arbitrary colour or a custom property.
 */
function namesColour(value: string) {
  return (
    themeColours.includes(value) ||
    paletteColours.includes(value) ||
    ["white", "black", "transparent", "current", "inherit"].includes(value) ||
    /^\[(?:#|rgb|hsl|oklch|color:|var\()/.test(value) ||
    /^\(--[\w-]+\)$/.test(value)
  )
}

describe("cn", () => {
  it.each([
    [
      "a later utility of the same kind wins",
      "mt-2 leading-relaxed",
      "mt-5",
      "leading-relaxed mt-5",
    ],
    ["padding on all sides replaces one axis", "px-4 py-2", "p-6", "p-6"],
    ["weights", "font-semibold", "font-bold", "font-bold"],
    [
      "a colour from a custom property",
      "text-accent",
      "text-(--module)",
      "text-(--module)",
    ],
    ["the theme's colours", "bg-accent-soft", "bg-white", "bg-white"],
    [
      "a colour and a size are different kinds",
      "text-slate-600",
      "text-sm",
      "text-slate-600 text-sm",
    ],
    ["a square size replaces width and height", "w-4 h-4", "size-5", "size-5"],
    [
      "a width does not replace a square size",
      "size-5",
      "w-full",
      "size-5 w-full",
    ],
    [
      "kinds it does not know are kept as written",
      "ring-2",
      "ring-4",
      "ring-2 ring-4",
    ],
  ])("%s", (_, base, override, expected) => {
    expect(cn(base, override)).toBe(expected)
  })

  it("finds colours in the theme and in Tailwind's palette", () => {
    expect(themeColours).toContain("ink")
    expect(themeColours).toContain("accent-strong")
    expect(paletteColours).toContain("slate-600")
  })

  it("finds the colour utilities the components use, of every kind", () => {
    for (const utility of [
      "text-ink",
      "bg-none",
      "text-sm",
      "bg-gradient-to-br",
      "border-t",
      "from-hero-from",
    ])
      expect(usedUtilities).toContain(utility)
  })

  it.each(usedUtilities)(
    "merges %s as a colour exactly when it names one",
    (used) => {
      const utility = used.slice(0, used.indexOf("-"))
      const value = used.slice(utility.length + 1)
      const colour = utility === "text" ? "text-ink" : `${utility}-white`
      const merged = cn(used, colour)
      if (namesColour(value)) expect(merged).toBe(colour)
      else expect(merged).toBe(`${used} ${colour}`)
    },
  )

  it.each(themeColours)(
    "knows the theme's colour %s as a colour of every kind",
    (name) => {
      expect(cn(`text-${name}`, "text-white")).toBe("text-white")
      expect(cn(`bg-white`, `bg-${name}`)).toBe(`bg-${name}`)
      expect(cn(`border-${name}`, "border-black")).toBe("border-black")
      expect(cn(`from-${name}`, "from-white")).toBe("from-white")
      expect(cn(`text-${name}`, "text-sm")).toBe(`text-${name} text-sm`)
    },
  )
})
