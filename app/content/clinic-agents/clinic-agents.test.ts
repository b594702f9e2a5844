import { describe, expect, it } from "vitest"
import { clinicAgentsContent } from "./index.ts"

describe("clinic agents content", () => {
  const { assistants: agents, testimonials } = clinicAgentsContent.es

  it("has two agents in each category, with unique ids", () => {
    for (const category of agents.categories)
      expect(
        agents.agents.filter((a) => a.category === category.id),
      ).toHaveLength(2)
    expect(new Set(agents.agents.map((a) => a.id)).size).toBe(
      agents.agents.length,
    )
  })

  it("has a testimonial citing about 400 patients a day", () => {
    expect(
      testimonials.items.some((t) => t.quote.includes("400 pacientes")),
    ).toBe(true)
  })
})
