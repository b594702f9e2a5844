import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { cn } from "./cn.ts"

/** Every colour the theme declares, read from the stylesheet itself. */
const themeColours = Array.from(
  readFileSync(
    new URL("../styles/theme.css", import.meta.url),
    "utf8",
  ).matchAll(/--color-([\w-]+)\s*:/g),
  ([, name]) => name ?? "",
)

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

  it("finds colours in the theme", () => {
    expect(themeColours).toContain("ink")
    expect(themeColours).toContain("accent-strong")
  })

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
