import { experimental_AstroContainer as AstroContainer } from "astro/container"
import { getContainerRenderer } from "@astrojs/react/container-renderer"
import { loadRenderers } from "astro:container"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Business } from "#app/config/business.ts"

type VideoIds = Business["videos"]["value"]

const noVideos = {
  clinicExplainer: null,
} as const satisfies Partial<VideoIds>

const allVideos = {
  clinicExplainer: "TRABEM-explainer",
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
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
  })
  const clinicPage = (locale: "es" | "en") =>
    container.renderToString(ClinicAppointmentsPage, {
      props: { pageId: "clinicAppointments", locale },
    })
  return { clinicPage }
}

afterEach(() => {
  vi.doUnmock("#app/config/business.ts")
  vi.resetModules()
})

describe.each(["es", "en"] as const)("video promises (%s)", (locale) => {
  it("without a configured video, no button or section promises one", async () => {
    const { clinicPage } = await pagesWith(noVideos)
    const html = await clinicPage(locale)
    expect(html).toContain('id="hero"')
    expect(html).not.toContain('data-testid="hero-video-button"')
    expect(html).not.toContain('id="video"')
  })

  it("once the video is configured, it has its button and section", async () => {
    const { clinicPage } = await pagesWith(allVideos)
    const html = await clinicPage(locale)
    expect(html).toContain('data-testid="hero-video-button"')
    expect(html).toContain('id="video"')
  })
})
