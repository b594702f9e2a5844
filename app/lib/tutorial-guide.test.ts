import { describe, expect, it } from "vitest"
import { anchors } from "#app/config/anchors.ts"
import type { TutorialEntry } from "#app/schemas/tutorials.ts"
import { entry } from "../../tests/support/content.ts"
import {
  guideCard,
  quickAnswers,
  tutorialHero,
  tutorialHref,
  type Tutorial,
} from "./tutorial-guide.ts"

const es = entry("help", "es")
const en = entry("help", "en")

const step = (n: number) => ({
  title: `Paso ${n}`,
  description: `Lo que se hace en el paso ${n}.`,
  icon: "chart" as const,
})

const words: TutorialEntry = {
  meta: { title: "Tutorial: informes", description: "Genera informes." },
  title: "Informes",
  shortTitle: "Informes",
  lead: "Genera informes en segundos.",
  order: 1,
  card: { summary: "Genera informes.", keywords: ["excel"], icon: "chart" },
  steps: {
    title: "En cuatro pasos",
    before: { text: "Valida antes los albaranes." },
    items: [step(1), step(2), step(3), step(4)],
  },
}

const own = { kind: "embed", title: "Vídeo", lead: "Dos minutos." } as const
const channel = {
  kind: "channel",
  title: "Vídeos",
  lead: "En nuestro canal.",
  link: { label: "Ver en YouTube", to: { external: "invoicesVideos" } },
} as const

const tutorial = (slug: string, data: TutorialEntry = words): Tutorial => ({
  slug,
  locale: "es",
  file: `app/content/tutorials/es/${slug}.md`,
  data,
})

describe("a tutorial's hero", () => {
  const hero = es.tutorialPages.hero

  it("names the tutorial above its title and leads to its four steps", () => {
    const made = tutorialHero(words, hero)
    expect(made.eyebrow).toBe("Tutorial · Informes")
    expect(made.primary).toEqual({
      label: "Ver los 4 pasos",
      to: { hash: anchors.tutorial.steps },
    })
    expect(made.secondary).toBeUndefined()
  })

  it("promises TRABEM's video only once its YouTube id is written; a channel always", () => {
    const toVideo = { hash: anchors.tutorial.video }
    expect(tutorialHero({ ...words, video: own }, hero).secondary).toBe(
      undefined,
    )
    const video = { ...own, youtube: "dQw4w9WgXcQ" }
    expect(tutorialHero({ ...words, video }, hero).secondary).toEqual({
      label: "Ver el vídeo",
      to: toVideo,
    })
    expect(tutorialHero({ ...words, video: channel }, hero).secondary).toEqual({
      label: "Ver los vídeos",
      to: toVideo,
    })
  })

  it("says once, after the lead, that the app's screens are in Spanish", () => {
    const english = tutorialHero(words, en.tutorialPages.hero)
    expect(english.lead).toBe(
      `${words.lead} ${en.tutorialPages.hero.appScreens}`,
    )
    expect(tutorialHero(words, hero).lead).toBe(words.lead)
  })
})

describe("a guide card", () => {
  const { facts } = es.guides

  it("says its steps, and a video only once the page offers one", () => {
    expect(guideCard(tutorial("informes"), facts).facts).toBe("4 pasos")
    const unplayable = { ...words, video: own }
    expect(guideCard(tutorial("a", unplayable), facts).facts).toBe("4 pasos")
    const video = { ...own, youtube: "dQw4w9WgXcQ" }
    expect(guideCard(tutorial("a", { ...words, video }), facts).facts).toBe(
      "4 pasos · Vídeo",
    )
    expect(
      guideCard(tutorial("a", { ...words, video: channel }), facts).facts,
    ).toBe("4 pasos · Vídeos en YouTube")
  })

  it("opens the tutorial in the card's language", () => {
    const card = guideCard({ ...tutorial("informes"), locale: "en" }, facts)
    expect(card).toMatchObject({ path: "/en/informes", title: "Informes" })
  })
})

describe("links between tutorials", () => {
  const all = [tutorial("clientes"), tutorial("albaranes")]
  const from = tutorial("facturas")

  it("lead to the tutorial in the same language, at its step", () => {
    expect(tutorialHref({ tutorial: "albaranes", step: 4 }, from, all)).toBe(
      "/albaranes#paso-4",
    )
    expect(
      tutorialHref({ tutorial: "clientes" }, { ...from, locale: "en" }, [
        { ...all[0]!, locale: "en" },
      ]),
    ).toBe("/en/clientes")
  })

  it("stop the build at a tutorial or step that does not exist, naming the file", () => {
    expect(() => tutorialHref({ tutorial: "presupuestos" }, from, all)).toThrow(
      'app/content/tutorials/es/facturas.md: links to the tutorial "presupuestos", which has no es file',
    )
    expect(() =>
      tutorialHref({ tutorial: "albaranes", step: 5 }, from, all),
    ).toThrow(/facturas\.md: links to step 5 of "albaranes"/)
  })
})

it("lists the tutorials' quick answers in their own order, each at its step", () => {
  const ask = (question: string, order: number, step: number) => ({
    ...words,
    quickAnswer: { question, answer: "Así.", step, order },
  })
  const answers = quickAnswers([
    tutorial("clientes", ask("¿Segunda?", 2, 1)),
    tutorial("informes"),
    tutorial("albaranes", ask("¿Primera?", 1, 4)),
  ])
  expect(answers).toEqual([
    { question: "¿Primera?", answer: "Así.", path: "/albaranes#paso-4" },
    { question: "¿Segunda?", answer: "Así.", path: "/clientes#paso-1" },
  ])
})
