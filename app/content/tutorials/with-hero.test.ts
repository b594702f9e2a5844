import { describe, expect, it } from "vitest"
import { anchors } from "#app/config/anchors.ts"
import type { TutorialWords } from "./types.ts"
import { tutorialHeroUi as uiEn } from "./en/ui.ts"
import { tutorialHeroUi as ui } from "./ui.ts"
import { withHero, type TutorialVideoIds } from "./with-hero.ts"

/** The site configuration before the owner supplies a video, and after. */
const noVideos: TutorialVideoIds = {
  deliveryNotes: null,
  clients: null,
  carriers: null,
}
const videos: TutorialVideoIds = { ...noVideos, clients: "dQw4w9WgXcQ" }

const step = (n: number) => ({
  title: `Paso ${n}`,
  description: `Lo que se hace en el paso ${n}.`,
  icon: "chart" as const,
})

const words = {
  meta: { title: "Tutorial: informes", description: "Genera informes." },
  hero: { title: "Informes", lead: "Genera informes en segundos." },
  shortTitle: "Informes",
  steps: {
    title: "En cuatro pasos",
    lead: "Paso a paso.",
    before: { text: "Valida antes los albaranes." },
    items: [step(1), step(2), step(3), step(4)],
  },
} satisfies TutorialWords

const embed = {
  kind: "embed",
  video: "clients",
  title: "Vídeo",
  lead: "Dos minutos.",
} as const

const channel = {
  kind: "channel",
  title: "Vídeos",
  lead: "En nuestro canal.",
  link: { label: "Ver en YouTube", to: { external: "invoicesVideos" } },
} as const

describe("a tutorial's hero", () => {
  it("names the tutorial above its title and leads to its four steps", () => {
    const { hero } = withHero("tutorialReports", words, ui, videos)
    expect(hero.eyebrow).toBe("Tutorial · Informes")
    expect(hero.primary).toEqual({
      label: "Ver los 4 pasos",
      to: { hash: anchors.tutorialReports.steps },
    })
  })

  it("offers no video button when the tutorial has no video", () => {
    const tutorial = withHero("tutorialReports", words, ui, videos)
    expect(tutorial.hero.secondary).toBeUndefined()
    expect(tutorial).not.toHaveProperty("video")
  })

  it("leads to the embedded video, or to the videos of a channel", () => {
    const toVideo = { hash: anchors.tutorialClients.video }
    expect(
      withHero("tutorialClients", { ...words, video: embed }, ui, videos).hero
        .secondary,
    ).toEqual({ label: "Ver el vídeo", to: toVideo })
    expect(
      withHero("tutorialInvoices", { ...words, video: channel }, ui, noVideos)
        .hero.secondary,
    ).toEqual({ label: "Ver los vídeos", to: toVideo })
  })

  it("promises no video whose id is not configured: no button, no section", () => {
    const tutorial = withHero(
      "tutorialClients",
      { ...words, video: embed },
      ui,
      noVideos,
    )
    expect(tutorial.hero.secondary).toBeUndefined()
    expect(tutorial).not.toHaveProperty("video")
  })

  it("offers the configured video with its section", () => {
    const tutorial = withHero(
      "tutorialClients",
      { ...words, video: embed },
      ui,
      videos,
    )
    expect(tutorial.video).toEqual(embed)
  })

  it("says once, after the lead, that the app's screens are in Spanish", () => {
    const english = withHero("tutorialReports", words, uiEn, videos)
    expect(english.hero.lead).toBe(`${words.hero.lead} ${uiEn.appScreens}`)
    expect(withHero("tutorialReports", words, ui, videos).hero.lead).toBe(
      words.hero.lead,
    )
  })
})
