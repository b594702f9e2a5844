import { describe, expect, it } from "vitest"
import { automotiveContent } from "./index.ts"

describe("dealership content", () => {
  for (const [locale, content] of Object.entries(automotiveContent)) {
    it(`${locale}: one assistant per category, each with what it handles`, () => {
      const { agents, categories } = content.assistants
      expect(agents.map((a) => a.category)).toEqual(categories.map((c) => c.id))
      for (const agent of agents)
        expect(agent.points?.length).toBeGreaterThanOrEqual(3)
    })
  }

  it("French page has six benefits and one testimonial", () => {
    expect(automotiveContent.fr.solutions.items).toHaveLength(6)
    expect(automotiveContent.fr.testimonials.items).toHaveLength(1)
  })
})
