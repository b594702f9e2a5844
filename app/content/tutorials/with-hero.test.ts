import { describe, expect, it } from "vitest"
import { anchors } from "#app/config/anchors.ts"
import type { TutorialWords } from "./types.ts"
import { withHero } from "./with-hero.ts"

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
    const { hero } = withHero("tutorialReports", words)
    expect(hero.eyebrow).toBe("Tutorial · Informes")
    expect(hero.primary).toEqual({
      label: "Ver los 4 pasos",
      to: { hash: anchors.tutorialReports.steps },
    })
  })

  it("offers no video button when the tutorial has no video", () => {
    const tutorial = withHero("tutorialReports", words)
    expect(tutorial.hero.secondary).toBeUndefined()
    expect(tutorial).not.toHaveProperty("video")
  })

  it("leads to the embedded video, or to the videos of a channel", () => {
    const toVideo = { hash: anchors.tutorialClients.video }
    expect(
      withHero("tutorialClients", { ...words, video: embed }).hero.secondary,
    ).toEqual({ label: "Ver el vídeo", to: toVideo })
    expect(
      withHero("tutorialInvoices", { ...words, video: channel }).hero.secondary,
    ).toEqual({ label: "Ver los vídeos", to: toVideo })
  })
})
