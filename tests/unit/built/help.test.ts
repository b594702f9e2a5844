import { describe, expect, it } from "vitest"
import {
  builtFile,
  builtPage,
  hrefs,
  linksNamed,
  one,
  plain,
  skipWithoutBuild,
  texts,
} from "../../support/built-html.ts"
import { htmlFileOf } from "../../../scripts/build/built-pages.ts"
import { markdownEntries } from "../../support/content.ts"
import { tutorials } from "../../support/help-tutorials.ts"

const h1 = (pagePath: string) => plain(builtPage(pagePath).querySelector("h1"))

describe.skipIf(skipWithoutBuild)("the built help centre and tutorials", () => {
  it("the help centre lists five guide cards, each a link to its tutorial, with script or without", () => {
    const page = builtPage("/ayuda")
    expect(h1("/ayuda")).toBe("¿En qué podemos ayudarte?")
    const cards = [...page.querySelectorAll("[data-testid=guide-card]")]
    expect(cards).toHaveLength(5)
    // Shown in the HTML: the search only hides cards once it runs.
    for (const card of cards) expect(card.hasAttribute("hidden")).toBe(false)
    expect(plain(one(page, "[data-testid=guide-count]"))).toBe("5 guías")
    for (const tutorial of tutorials) {
      const link = cards.flatMap((card) => linksNamed(card, tutorial.card))
      expect(hrefs(link), tutorial.card).toEqual([tutorial.path])
      expect(h1(tutorial.path)).toBe(tutorial.h1)
    }
    expect(hrefs(linksNamed(one(page, "main"), "Buscar una guía"))[0]).toBe(
      "#guias",
    )
    expect(hrefs(linksNamed(one(page, "main"), "Respuestas rápidas"))[0]).toBe(
      "#respuestas",
    )
  })

  it("the help centre's quick answers lead to a step of each of the five tutorials", () => {
    const links = hrefs([
      ...builtPage("/ayuda").querySelectorAll("[data-testid=quick-help] a"),
    ])
    expect(links.map((href) => href?.split("#")[0])).toEqual([
      "/clientes",
      "/informes",
      "/albaranes",
      "/transportistas",
      "/facturas",
    ])
    for (const href of links) {
      const [path, step] = href?.split("#") ?? []
      expect(step).toMatch(/^paso-\d$/)
      expect(builtPage(path!).getElementById(step!)).not.toBeNull()
    }
  })

  for (const tutorial of tutorials)
    it(`${tutorial.path}: four steps, support, the way back and its breadcrumbs`, () => {
      const page = builtPage(tutorial.path)
      expect(h1(tutorial.path)).toBe(tutorial.h1)
      const steps = [
        ...page.querySelectorAll("ol[data-testid=tutorial-steps] > li"),
      ]
      expect(steps).toHaveLength(4)
      for (const [i, step] of steps.entries()) {
        expect(plain(step)).toContain(`Paso ${i + 1}`)
        expect(plain(step.querySelector("h3"))).not.toBe("")
      }
      const support = one(page, "[data-testid=support]")
      expect(support.querySelector('a[href^="tel:"]')).not.toBeNull()
      expect(support.querySelector('a[href^="mailto:"]')).not.toBeNull()
      expect(plain(support)).toContain("Lunes a viernes")
      expect(hrefs(linksNamed(page.body, "Volver al centro de ayuda"))).toEqual(
        ["/ayuda"],
      )
      expect(
        texts(one(page, 'nav[aria-label="Ruta de navegación"]'), "a"),
      ).toEqual(["Inicio", "Centro de ayuda"])
    })

  it("previous and next links follow the tutorials' order", () => {
    for (const [i, tutorial] of tutorials.entries()) {
      const page = builtPage(tutorial.path)
      for (const [testId, other] of [
        ["tutorial-previous", tutorials[i - 1]],
        ["tutorial-next", tutorials[i + 1]],
      ] as const) {
        const link = page.querySelector(`[data-testid=${testId}]`)
        if (!other) {
          expect(link, `${tutorial.path} ${testId}`).toBeNull()
          continue
        }
        expect(link?.getAttribute("href")).toBe(other.path)
        expect(plain(link)).toContain(other.card)
      }
    }
    expect(h1("/transportistas")).toBe("Transportistas y productos")
  })

  const unplayable = markdownEntries("tutorials").filter(
    ({ data }) => data.video?.kind === "embed" && !data.video.youtube,
  )
  it("holds tutorials whose video has no YouTube id yet", () => {
    expect(unplayable.length).toBeGreaterThan(0)
  })
  for (const { slug, locale } of unplayable) {
    const path = locale === "es" ? `/${slug}` : `/${locale}/${slug}`
    it(`${path}: while its video has no YouTube id, nothing promises one`, () => {
      const page = builtPage(path)
      expect(page.querySelector("#video")).toBeNull()
      expect(page.querySelector('main a[href="#video"]')).toBeNull()
      expect(plain(one(page, "main"))).not.toMatch(/v[ií]deo/i)
      expect(builtFile(htmlFileOf(path))).not.toMatch(/youtube/i)
    })
  }

  it("/facturas links to the video channel in a new tab; /informes has no video", () => {
    const video = one(builtPage("/facturas"), "#video")
    const link = linksNamed(video, /^Ver los vídeos en YouTube/)
    expect(link).toHaveLength(1)
    expect(link[0]?.getAttribute("target")).toBe("_blank")
    expect(link[0]?.getAttribute("href")).toMatch(/youtube\.com/)
    expect(video.querySelector("iframe")).toBeNull()
    expect(builtPage("/informes").querySelector("#video")).toBeNull()
  })
})
