import { describe, expect, it } from "vitest"
import { quarryContent } from "./index.ts"

describe.each(Object.entries(quarryContent))("quarry content (%s)", (_, c) => {
  it("has the eight main features and eight modules", () => {
    expect(c.features.items).toHaveLength(8)
    expect(c.modules.items).toHaveLength(8)
  })

  it("gives each module its own colour and at least four features", () => {
    expect(new Set(c.modules.items.map((m) => m.colour)).size).toBe(8)
    for (const module of c.modules.items)
      expect(module.features.length).toBeGreaterThanOrEqual(4)
  })

  it("sends every call to action to the demo form", () => {
    expect(c.hero.primary?.to).toEqual({ hash: "contacto" })
    for (const action of c.cta.actions)
      expect(action.to).toEqual({ hash: "contacto" })
  })
})
