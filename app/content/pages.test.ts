import { describe, expect, it } from "vitest"
import type { LinkTarget } from "#app/config/link-targets.ts"
import { withAmounts } from "#app/lib/money.ts"
import type { HomeContent } from "#app/schemas/home.ts"
import { entries, entry } from "../../tests/support/content.ts"

/** What the specification asks of each page's words, whoever edits them. */

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === "object")
    return Object.values(value).flatMap(strings)
  return []
}

function links(value: unknown): LinkTarget[] {
  if (Array.isArray(value)) return value.flatMap(links)
  if (!value || typeof value !== "object") return []
  if ("to" in value) return [value.to as LinkTarget]
  return Object.values(value).flatMap(links)
}

/** The shape of the copy without its words: counts, icons and link targets. */
function shape(content: HomeContent) {
  return {
    tiles: content.heroTiles.items.map((i) => i.icon),
    services: content.services.cards.map((c) => [c.icon, c.cta.to]),
    hosting: content.hosting.features.map((f) => f.icon),
    modules: content.trabemFlex.modules.map((m) => m.icon),
    capabilities: content.aiPlatform.capabilities.map((c) => c.icon),
    groups: content.stories.groups.map((g) => [g.id, g.testimonials.length]),
    links: links(content),
  }
}

describe("home", () => {
  for (const [locale, content] of Object.entries(entries("home"))) {
    it(`${locale}: sends its calls to action to the contact form, the services and the product sites`, () => {
      expect(content.hero.primary?.to).toEqual({ hash: "contact" })
      expect(content.hero.secondary?.to).toEqual({ hash: "services" })
      expect(content.hosting.quote.to).toEqual({ hash: "contact" })
      expect(content.trabemFlex.productLink.to).toEqual({
        external: "trabemFlex",
      })
      expect(content.aiPlatform.healthcare.link.to).toEqual({
        page: "clinicAppointments",
      })
    })

    it(`${locale}: uses the marketing claims where they fit`, () => {
      const stories = strings(content.stories).join(" ")
      expect(stories).toMatch(/15/)
      expect(stories).toMatch(/400/)
      expect(stories).toMatch(/35\s?%/)
      expect(strings(content.about).join(" ")).toMatch(/15.*Alcantarilla/s)
      for (const group of content.stories.groups)
        for (const t of group.testimonials)
          expect(t.initials).toMatch(/^[A-Z]{2}$/)
    })
  }

  it("the English page has the same sections, icons and links as the Spanish one", () => {
    expect(shape(entry("home", "en"))).toEqual(shape(entry("home", "es")))
  })

  it("labels the healthcare link as the specification says in each language", () => {
    expect(entry("home", "en").aiPlatform.healthcare.link.label).toBe(
      "View Healthcare Solution",
    )
    expect(entry("home", "es").aiPlatform.healthcare.link.label).toBe(
      "Ver solución sanitaria",
    )
  })
})

describe.each(Object.entries(entries("kitDigital")))(
  "Kit Digital (%s)",
  (_, c) => {
    it("has the three tiers with their vouchers, largest first", () => {
      expect(c.tiers.items.map((t) => t.amount)).toEqual([12000, 6000, 2000])
    })

    it("sends both buttons of the band to the contact form", () => {
      expect(c.cta.actions).toHaveLength(2)
      for (const action of c.cta.actions)
        expect(action.to).toEqual({ hash: "contacto" })
    })
  },
)

describe.each(Object.entries(entries("kitConsulting")))(
  "Kit Consulting (%s)",
  (_, c) => {
    it("sends every button of the band to the contact form", () => {
      for (const action of c.cta.actions)
        expect(action.to).toEqual({ hash: "contacto" })
    })
  },
)

describe("Kit Digital amounts", () => {
  it("are written out in each language when the page is built", () => {
    const plain = (text: string) => text.replace(/\s/g, " ")
    const written = (locale: "es" | "en") =>
      withAmounts(entry("kitDigital", locale).tiers.items, locale).map((t) =>
        plain(t.amountText),
      )
    expect(written("es")).toEqual(["12.000 €", "6.000 €", "2.000 €"])
    expect(written("en")).toEqual(["€12,000", "€6,000", "€2,000"])
  })
})

describe.each(Object.entries(entries("quarry")))("quarry (%s)", (_, c) => {
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

describe("clinic agents", () => {
  const { assistants: agents, testimonials } = entry("clinicAgents", "es")

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

describe("dealerships", () => {
  for (const [locale, content] of Object.entries(entries("automotive"))) {
    it(`${locale}: one assistant per category, each with what it handles`, () => {
      const { agents, categories } = content.assistants
      expect(agents.map((a) => a.category)).toEqual(categories.map((c) => c.id))
      for (const agent of agents)
        expect(agent.points?.length).toBeGreaterThanOrEqual(3)
    })
  }

  it("French page has six benefits and one testimonial", () => {
    const fr = entry("automotive", "fr")
    expect(fr.solutions.items).toHaveLength(6)
    expect(fr.testimonials.items).toHaveLength(1)
  })
})
