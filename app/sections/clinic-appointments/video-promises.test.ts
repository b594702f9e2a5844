import { experimental_AstroContainer as AstroContainer } from "astro/container"
import { getContainerRenderer } from "@astrojs/react/container-renderer"
import { loadRenderers } from "astro:container"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Business } from "#app/config/business.ts"

type VideoIds = Business["videos"]["value"]

const noVideos = {
  clinicExplainer: null,
  deliveryNotes: null,
  clients: null,
  carriers: null,
} as const satisfies Partial<VideoIds>

const allVideos = {
  clinicExplainer: "TRABEM-explainer",
  deliveryNotes: "TRABEM-notes",
  clients: "TRABEM-clients",
  carriers: "TRABEM-carriers",
} as const satisfies Partial<VideoIds>

/** The pages' modules, loaded afresh with these video ids in the site configuration. */
async function pagesWith(videos: Partial<VideoIds>) {
  vi.resetModules()
  vi.doMock("#app/config/business.ts", async (importOriginal) => {
    const actual = await importOriginal<{ business: Business }>()
    const value = { ...actual.business.videos.value, ...videos }
    return {
      ...actual,
      business: {
        ...actual.business,
        videos: { ...actual.business.videos, value },
      },
    }
  })
  const { default: ClinicAppointmentsPage } =
    await import("#app/pages/[...clinicAppointments].astro")
  const { tutorialContent } = await import("#app/content/tutorials/index.ts")
  const { helpContent } = await import("#app/content/help/index.ts")
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
  })
  const clinicPage = (locale: "es" | "en") =>
    container.renderToString(ClinicAppointmentsPage, {
      props: { pageId: "clinicAppointments", locale },
    })
  return { clinicPage, tutorialContent, helpContent }
}

afterEach(() => {
  vi.doUnmock("#app/config/business.ts")
  vi.resetModules()
})

describe.each(["es", "en"] as const)("video promises (%s)", (locale) => {
  it("without configured videos, no button, section or guide names one", async () => {
    const { clinicPage, tutorialContent, helpContent } =
      await pagesWith(noVideos)
    const html = await clinicPage(locale)
    expect(html).toContain('id="hero"')
    expect(html).not.toContain('data-testid="hero-video-button"')
    expect(html).not.toContain('id="video"')

    const { pages } = tutorialContent[locale]
    for (const id of [
      "tutorialDeliveryNotes",
      "tutorialClients",
      "tutorialCarriers",
    ] as const) {
      expect(pages[id].hero.secondary).toBeUndefined()
      expect(pages[id]).not.toHaveProperty("video")
    }
    // The invoices tutorial links to the channel, which always exists.
    expect(pages.tutorialInvoices.video?.kind).toBe("channel")

    const facts = helpContent[locale].guides.items.map((g) => g.facts)
    expect(facts.filter((f) => f.includes("·"))).toHaveLength(1)
  })

  it("once every video is configured, each has its button and section", async () => {
    const { clinicPage, tutorialContent, helpContent } =
      await pagesWith(allVideos)
    const html = await clinicPage(locale)
    expect(html).toContain('data-testid="hero-video-button"')
    expect(html).toContain('id="video"')

    const { pages } = tutorialContent[locale]
    for (const id of [
      "tutorialDeliveryNotes",
      "tutorialClients",
      "tutorialCarriers",
    ] as const) {
      expect(pages[id].hero.secondary?.to).toEqual({ hash: "video" })
      expect(pages[id].video?.kind).toBe("embed")
    }
    const facts = helpContent[locale].guides.items.map((g) => g.facts)
    expect(facts.filter((f) => f.includes("·"))).toHaveLength(4)
  })
})
