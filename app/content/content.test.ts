import { describe, expect, it } from "vitest"
import type { Locale } from "#app/config/locales.ts"
import { pageRoutes, type PageId } from "#app/config/pages.ts"
import { automotiveContent } from "./automotive/index.ts"
import { clinicAgentsContent } from "./clinic-agents/index.ts"
import { clinicAppointmentsContent } from "./clinic-appointments/index.ts"
import { connextContent } from "./connext/index.ts"
import { helpContent } from "./help/index.ts"
import { homeContent } from "./home/index.ts"
import { kitConsultingContent } from "./kit-consulting/index.ts"
import { kitDigitalContent } from "./kit-digital/index.ts"
import { legalContent } from "./legal/index.ts"
import { newsContent } from "./news/index.ts"
import { newsletterContent } from "./newsletter/index.ts"
import { notFoundContent } from "./not-found/index.ts"
import { office365Content } from "./office-365/index.ts"
import { quarryContent } from "./quarry/index.ts"
import { tutorialContent } from "./tutorials/index.ts"

/** A page's content in a language, as plain data. */
type ContentOf = (locale: Locale) => unknown
const byLocale =
  (record: object): ContentOf =>
  (locale) =>
    (record as Partial<Record<Locale, unknown>>)[locale]
const legal = (page: keyof (typeof legalContent)["es"]): ContentOf => {
  return (locale) =>
    byLocale(legalContent)(locale) && legalContent[locale as "es"][page]
}
const tutorial =
  (page: keyof (typeof tutorialContent)["es"]["pages"]): ContentOf =>
  (locale) =>
    locale === "es" || locale === "en"
      ? tutorialContent[locale].pages[page]
      : undefined

const contentOf: Record<PageId, ContentOf> = {
  home: byLocale(homeContent),
  kitDigital: byLocale(kitDigitalContent),
  kitConsulting: byLocale(kitConsultingContent),
  clinicAppointments: byLocale(clinicAppointmentsContent),
  connext: byLocale(connextContent),
  quarry: byLocale(quarryContent),
  news: byLocale(newsContent),
  newsletter: byLocale(newsletterContent),
  office365: byLocale(office365Content),
  clinicAgents: byLocale(clinicAgentsContent),
  automotive: byLocale(automotiveContent),
  help: byLocale(helpContent),
  tutorialReports: tutorial("tutorialReports"),
  tutorialDeliveryNotes: tutorial("tutorialDeliveryNotes"),
  tutorialClients: tutorial("tutorialClients"),
  tutorialCarriers: tutorial("tutorialCarriers"),
  tutorialInvoices: tutorial("tutorialInvoices"),
  legalNotice: legal("legalNotice"),
  privacy: legal("privacy"),
  cookies: legal("cookies"),
  security: legal("security"),
  notFound: byLocale(notFoundContent),
}

/**
 * Blocks each page must show, as paths into its content, with how many
 * items the page promises where it promises a number (in every language).
 */
const required: Partial<Record<PageId, Readonly<Record<string, number>>>> = {
  home: {
    "heroTiles.items": 4,
    "services.cards": 4,
    "hosting.features": 6,
    "trabemFlex.modules": 5,
    "stories.groups": 3,
  },
  kitDigital: { "programme.facts": 3, "solutions.items": 4, "tiers.items": 3 },
  kitConsulting: { "areas.items": 6, "method.steps": 4, "sectors.items": 6 },
  clinicAppointments: { "howItWorks.steps": 4, "benefits.groups": 2 },
  connext: { "benefits.items": 0, "audience.items": 0 },
  quarry: { "features.items": 8, "modules.items": 8 },
  news: { "benefits.items": 3 },
  office365: { "benefits.items": 5, "trust.badges": 3 },
  clinicAgents: {
    "assistants.categories": 5,
    "assistants.agents": 10,
    "testimonials.items": 4,
  },
  automotive: { "assistants.agents": 3 },
  help: { "guides.items": 5, "quickHelp.items": 0 },
}

function at(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object"
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    )
}

/**
 * Every page × language has its content and the blocks it promises. The
 * words themselves (no empty string, no banned term) are read by
 * copy.test.ts, over every content module.
 */
describe.each(pageRoutes)("content of $path", ({ pageId, locale }) => {
  const content = contentOf[pageId](locale)

  it("exists, with a title and a description for search engines", () => {
    expect(at(content, "meta.title")).toEqual(expect.any(String))
    expect(at(content, "meta.description")).toEqual(expect.any(String))
  })

  it.each(Object.entries(required[pageId] ?? {}))(
    "shows %s (%i items, or some when 0)",
    (path, count) => {
      const items = at(content, path)
      expect(Array.isArray(items)).toBe(true)
      if (count) expect(items).toHaveLength(count)
      else expect((items as unknown[]).length).toBeGreaterThan(0)
    },
  )
})
