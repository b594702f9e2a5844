import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { webFontFile, webFontWeights } from "#app/config/web-font.ts"
import { makeWebFont, webFontFeatures } from "./web-font.ts"

/** Tailwind's font-weight utilities and the weights they set. */
const weightOfClass: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes(".test.")
      ? [file]
      : []
  })
}

/** Every weight the app's markup and styles ask for, with one file that asks for it. */
function weightsInUse(): Map<number, string> {
  const used = new Map<number, string>()
  const names = Object.keys(weightOfClass).join("|")
  const pattern = new RegExp(
    `\\bfont-(${names})\\b|font-weight:\\s*(\\d{3})\\b`,
    "g",
  )
  for (const file of sourceFiles("app")) {
    for (const m of readFileSync(file, "utf8").matchAll(pattern)) {
      const weight = m[1] ? weightOfClass[m[1]] : Number(m[2])
      if (weight !== undefined && !used.has(weight)) used.set(weight, file)
    }
  }
  return used
}

/** Tailwind's font-variant-numeric utilities and the OpenType feature each turns on. */
const featureOfClass: Record<string, string> = {
  ordinal: "ordn",
  "slashed-zero": "zero",
  "lining-nums": "lnum",
  "oldstyle-nums": "onum",
  "proportional-nums": "pnum",
  "tabular-nums": "tnum",
  "diagonal-fractions": "frac",
  "stacked-fractions": "afrc",
}

/** Every OpenType feature the app's markup and styles turn on, with one file that does. */
function featuresInUse(): Map<string, string> {
  const used = new Map<string, string>()
  const names = Object.keys(featureOfClass).join("|")
  const pattern = new RegExp(
    `\\b(${names})\\b|font-feature-settings:[^;]*?"(\\w{4})"`,
    "g",
  )
  for (const file of sourceFiles("app")) {
    for (const m of readFileSync(file, "utf8").matchAll(pattern)) {
      const feature = m[1] ? featureOfClass[m[1]] : m[2]
      if (feature !== undefined && !used.has(feature)) used.set(feature, file)
    }
  }
  return used
}

describe("the web font", () => {
  it("is the cut that `npm run font` makes of the installed Inter", async () => {
    const fresh = await makeWebFont()
    const committed = readFileSync(webFontFile)
    expect(committed.length).toBeLessThan(36 * 1024)
    expect(Buffer.compare(committed, fresh)).toBe(0)
  })

  it("keeps every OpenType feature the site turns on", () => {
    const used = featuresInUse()
    expect(used.get("tnum")).toBeDefined()
    expect(
      [...used].filter(
        ([feature]) => !(webFontFeatures as readonly string[]).includes(feature),
      ),
    ).toEqual([])
  })

  it("has a face for every weight the site sets", () => {
    const used = weightsInUse()
    expect(used.get(400)).toBeDefined()
    expect(used.get(800)).toBeDefined()
    const faces: readonly number[] = webFontWeights
    expect([...used].filter(([weight]) => !faces.includes(weight))).toEqual([])
  })
})
