import { describe, expect, it } from "vitest"
import { quarryContent } from "./index.ts"

describe.each(Object.entries(quarryContent))("quarry content (%s)", (_, c) => {
  it("gives each module its own colour and at least four features", () => {
    const colours = c.modules.items.map((m) => m.colour)
    expect(new Set(colours).size).toBe(colours.length)
    for (const module of c.modules.items)
      expect(module.features.length).toBeGreaterThanOrEqual(4)
  })

  it("sends every call to action to the demo form", () => {
    expect(c.hero.primary?.to).toEqual({ hash: "contacto" })
    for (const action of c.cta.actions)
      expect(action.to).toEqual({ hash: "contacto" })
  })
})
