import { describe, expect, it } from "vitest"
import type { LinkTarget } from "#app/config/link-targets.ts"
import { homeContent } from "./index.ts"
import type { HomeContent } from "./types.ts"

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

describe("home content", () => {
  for (const [locale, content] of Object.entries(homeContent)) {
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
    expect(shape(homeContent.en)).toEqual(shape(homeContent.es))
  })

  it("labels the healthcare link as the specification says in each language", () => {
    expect(homeContent.en.aiPlatform.healthcare.link.label).toBe(
      "View Healthcare Solution",
    )
    expect(homeContent.es.aiPlatform.healthcare.link.label).toBe(
      "Ver solución sanitaria",
    )
  })
})
