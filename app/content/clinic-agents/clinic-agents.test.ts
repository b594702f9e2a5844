import { describe, expect, it } from "vitest"
import { clinicAgentsContent } from "./index.ts"

describe("clinic agents content", () => {
  const { agents, testimonials } = clinicAgentsContent.es

  it("has ten agents, two in each of the five categories, with unique ids", () => {
    expect(agents.categories).toHaveLength(5)
    expect(agents.agents).toHaveLength(10)
    for (const category of agents.categories)
      expect(
        agents.agents.filter((a) => a.category === category.id),
      ).toHaveLength(2)
    expect(new Set(agents.agents.map((a) => a.id)).size).toBe(10)
  })

  it("has four testimonials, one citing about 400 patients a day", () => {
    expect(testimonials.items).toHaveLength(4)
    expect(
      testimonials.items.some((t) => t.quote.includes("400 pacientes")),
    ).toBe(true)
  })
})
