import { describe, expect, it } from "vitest"
import { business } from "../../../app/config/business.ts"
import {
  builtFile,
  builtPage,
  hrefs,
  linksNamed,
  one,
  origin,
  plain,
  sectionIds,
  shareParams,
  skipWithoutBuild,
  texts,
} from "../../support/built-html.ts"
import { dealershipPages } from "../../support/dealership-pages.ts"

/** The props an island of the page was written with, as text. */
const islandProps = (page: Document) =>
  [...page.querySelectorAll("astro-island")]
    .map((island) => island.getAttribute("props") ?? "")
    .join(" ")

/** Every icon of a scope draws something: its own drawing or a reference to one. */
function expectIconsDraw(scope: Element) {
  const icons = [...scope.querySelectorAll("svg.icon")]
  expect(icons.length).toBeGreaterThan(0)
  for (const icon of icons)
    expect(
      icon.querySelectorAll(
        ':scope > use[href*="#icon-"], :scope > svg[id^="icon-"]',
      ),
    ).toHaveLength(1)
}

describe.skipIf(skipWithoutBuild)("the built landing pages", () => {
  for (const p of dealershipPages) {
    it(`dealership ${p.path}: every section in order with the claims, the assistants and the demo section`, () => {
      const page = builtPage(p.path)
      expect(page.documentElement.getAttribute("lang")).toBe(p.lang)
      expect(sectionIds(page)).toEqual(p.sections)
      const stats = plain(one(page, "[data-testid=landing-stats]"))
      for (const claim of p.claims) expect(stats).toContain(claim)
      expect(page.querySelectorAll("#challenges li h3")).toHaveLength(4)
      expect(texts(page, "#solutions > div > ul > li h3")).toEqual(p.solutions)
      const cards = [
        ...page.querySelectorAll("#assistants [data-testid=agent-card]"),
      ]
      expect(cards).toHaveLength(3)
      for (const [i, card] of cards.entries()) {
        expect(plain(card.querySelector("p"))).toBe(p.assistants[i])
        expect(plain(card.querySelector("h3"))).not.toBe("")
        expect(card.querySelectorAll("ul li")).toHaveLength(3)
        expectIconsDraw(card)
      }
      const demo = one(page, "#cta-section")
      expect(plain(demo.querySelector("h2"))).toBe(p.demoTitle)
      expect(plain(demo.querySelector("h3"))).toBe(p.includesTitle)
      expect(
        demo.querySelectorAll("[data-testid=request-includes] li"),
      ).toHaveLength(4)
      expect(demo.querySelectorAll("form")).toHaveLength(1)
      expect(texts(demo, "label")).toContain(p.businessLabel)
    })

    it(`dealership ${p.path}: the hero's demo button and the header's ${p.contact} lead to the demo section; it shares on WhatsApp only`, () => {
      const page = builtPage(p.path)
      const hero = one(page, "main section")
      expect(hrefs(linksNamed(hero, p.demoButton))).toEqual(["#cta-section"])
      expect(
        hrefs(linksNamed(one(page, "[data-testid=product-header]"), p.contact)),
      ).toEqual(["#cta-section"])
      const share = one(page, "#share")
      expect(share.querySelectorAll("[data-network]")).toHaveLength(1)
      expect(share.querySelectorAll("button")).toHaveLength(0)
      // No item is kept for a Copy link the page does not offer: WhatsApp stands alone.
      expect(share.querySelectorAll("li")).toHaveLength(1)
      const href = one(share, '[data-network="whatsapp"]').getAttribute("href")
      expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
      expect(href).toContain(encodeURIComponent(`${origin}${p.path}`))
      expect(shareParams(href).get("text")?.startsWith(p.shareText)).toBe(true)
    })
  }

  it("/automocion: five chat examples and three testimonials in carousels, and the French page as its alternate", () => {
    const page = builtPage("/automocion")
    const examples = one(page, "#examples [aria-roledescription=carousel]")
    expect(plain(examples)).toContain("Consulta de recambios")
    expect(
      examples.querySelectorAll('[aria-roledescription="slide"]'),
    ).toHaveLength(5)
    expect(
      page.querySelectorAll(
        '#testimonials [aria-roledescription=carousel] [aria-roledescription="slide"]',
      ),
    ).toHaveLength(3)
    expect(
      one(page, 'head link[rel="alternate"][hreflang="fr-FR"]').getAttribute(
        "href",
      ),
    ).toBe(`${origin}/fr/automocion`)
  })

  it("/fr/automocion: one testimonial, no carousel, a chat in French", () => {
    const page = builtPage("/fr/automocion")
    expect(page.querySelector("#examples")).toBeNull()
    expect(page.querySelectorAll("#testimonials figure")).toHaveLength(1)
    expect(
      page.querySelector("#testimonials [aria-roledescription=carousel]"),
    ).toBeNull()
    expect(plain(one(page, "#testimonials"))).toContain("Laurent D.")
    expect(one(page, "[data-chat-toggle]").getAttribute("aria-label")).toMatch(
      /chat/i,
    )
    const close = [...one(page, "#chat-panel").querySelectorAll("button")].map(
      (button) => button.getAttribute("aria-label") ?? plain(button),
    )
    expect(close).toContain("Fermer")
  })

  it("/trabemflex-clinica: every section in order with the claims, ten agents in five categories and the demo section", () => {
    const page = builtPage("/trabemflex-clinica")
    expect(sectionIds(page)).toEqual([
      "examples",
      "pain-points",
      "features",
      "agents",
      "testimonials",
      "share",
      "cta-section",
    ])
    const stats = plain(one(page, "[data-testid=landing-stats]"))
    for (const claim of ["30 h", "70 %", "24/7"]) expect(stats).toContain(claim)
    expect(texts(page, "#pain-points li h3")).toEqual([
      "Agenda saturada",
      "Pagos olvidados",
      "Tareas que roban tiempo",
      "Falta de control",
    ])
    expect(page.querySelectorAll("#features > div > ul > li")).toHaveLength(4)
    expect(
      hrefs(linksNamed(one(page, "main"), "Reservar demo de 20 minutos")),
    ).toEqual(["#cta-section"])
    expect(
      hrefs(linksNamed(one(page, "[data-testid=product-header]"), "Contactar")),
    ).toEqual(["#cta-section"])

    const categories = [
      ...page.querySelectorAll("[data-testid=agent-category]"),
    ]
    const names = categories.map((c) => plain(c.querySelector("h3")))
    for (const [i, name] of [
      /Citas/,
      /Finanzas y pagos/,
      /Comunicación y marketing/,
      /Atención al paciente/,
      /Control y gestión/,
    ].entries())
      expect(names[i]).toMatch(name)
    expect(names).toHaveLength(5)
    for (const category of categories)
      expect(
        category.querySelectorAll("[data-testid=agent-card]"),
      ).toHaveLength(2)
    const agents = [...page.querySelectorAll("[data-testid=agent-card]")]
    expect(agents).toHaveLength(10)
    for (const agent of agents) {
      expect(agent.id).toMatch(/^agente-/)
      expect(plain(agent.querySelector("h4"))).not.toBe("")
      expect(plain(agent.querySelector("p")).length).toBeGreaterThanOrEqual(40)
      expect(agent.querySelectorAll("svg.icon")).toHaveLength(1)
      expectIconsDraw(agent)
    }

    const demo = one(page, "#cta-section")
    expect(plain(demo.querySelector("h2"))).toBe(
      "20 minutos que pueden transformar tu clínica",
    )
    expect(
      demo.querySelectorAll("[data-testid=request-includes] li"),
    ).toHaveLength(4)
    expect(demo.querySelectorAll("form")).toHaveLength(1)
    expect(texts(demo, "label")).toContain("Nombre de la clínica")
  })

  it("/trabemflex-clinica: five chat examples, four testimonials, and sharing on four networks and by copying the link", () => {
    const page = builtPage("/trabemflex-clinica")
    const examples = one(page, "#examples [aria-roledescription=carousel]")
    expect(examples.querySelectorAll("figure svg")).toHaveLength(5)
    expect(
      examples.querySelectorAll('[aria-roledescription="slide"]'),
    ).toHaveLength(5)
    const testimonials = one(
      page,
      "#testimonials [aria-roledescription=carousel]",
    )
    expect(
      testimonials.querySelectorAll('[aria-roledescription="slide"]'),
    ).toHaveLength(4)
    expect(testimonials.querySelectorAll("figcaption")).toHaveLength(4)
    expect(plain(testimonials)).toContain("400 pacientes")
    expect(texts(testimonials, "figcaption span[aria-hidden]")).toEqual([
      "CL",
      "JM",
      "LR",
      "TP",
    ])

    const url = `${origin}/trabemflex-clinica`
    const share = one(page, "#share")
    expect(share.querySelectorAll("[data-network]")).toHaveLength(4)
    const href = (network: string) =>
      one(share, `[data-network="${network}"]`).getAttribute("href")
    expect(href("whatsapp")).toMatch(/^https:\/\/wa\.me\/\?text=Descubre/)
    expect(href("whatsapp")).toContain(encodeURIComponent(url))
    expect(href("facebook")).toMatch(/^https:\/\/www\.facebook\.com\//)
    expect(shareParams(href("facebook")).get("u")).toBe(url)
    expect(shareParams(href("linkedin")).get("url")).toBe(url)
    const x = shareParams(href("x"))
    expect(x.get("url")).toBe(url)
    expect(x.get("text")).toMatch(
      /^Descubre los agentes virtuales para clínicas: /,
    )
    expect(texts(share, "button")).toEqual(["Copiar enlace"])
    expect(islandProps(page)).toContain("¡Enlace copiado al portapapeles!")
  })

  it("/trabemflex-salud: every section in order with real content, and the demo buttons to the form with its service select", () => {
    const page = builtPage("/trabemflex-salud")
    const hasVideo = business.videos.value.clinicExplainer !== null
    expect(sectionIds(page)).toEqual([
      ...(hasVideo ? ["video"] : []),
      "features",
      "how-it-works",
      "benefits",
      "cta",
      "contacto",
    ])
    expect(plain(page.querySelector("h1"))).toContain("ausencias")
    expect(page.querySelectorAll("#features li")).toHaveLength(4)
    const features = plain(one(page, "#features"))
    for (const claim of [
      "WhatsApp, SMS y chatbot",
      "Optimización de agenda",
      "Analítica",
      "30 % menos de ausencias",
    ])
      expect(features).toContain(claim)
    expect(page.querySelectorAll("[data-testid=how-step]")).toHaveLength(4)
    const groups = [...page.querySelectorAll("[data-testid=benefit-group]")]
    expect(groups.map((g) => plain(g.querySelector("h3")))).toEqual([
      "Para tu clínica",
      "Para tus pacientes",
    ])
    expect(groups[0]?.querySelectorAll("li")).toHaveLength(4)
    const form = page.querySelectorAll("#contacto form")
    expect(form).toHaveLength(1)
    expect(plain(form[0]?.querySelector("select"))).toContain("TrAbem Flex RAG")
    expect(
      hrefs(linksNamed(one(page, "main section"), "Solicitar demo")),
    ).toEqual(["#contacto"])
    expect(hrefs(linksNamed(one(page, "#cta"), "Solicitar demo"))).toEqual([
      "#contacto",
    ])
  })

  it("/trabemflex-salud: while no video is configured, nothing promises one, and it has no chat", () => {
    const page = builtPage("/trabemflex-salud")
    if (business.videos.value.clinicExplainer === null) {
      expect(page.querySelector("[data-testid=hero-video-button]")).toBeNull()
      expect(page.querySelector("#video")).toBeNull()
      expect(plain(one(page, "main"))).not.toMatch(/v[ií]deo/i)
      expect(builtFile("trabemflex-salud/index.html")).not.toMatch(/youtube/i)
    }
    expect(page.querySelector("[data-chat-toggle]")).toBeNull()
    expect(page.querySelector("#chat-panel")).toBeNull()
    expect(page.querySelector("iframe")).toBeNull()
  })

  it("/trabemflex-salud shares on WhatsApp with a text about attendance and the page address", () => {
    const hero = one(builtPage("/trabemflex-salud"), "main section")
    expect(hero.querySelectorAll("[data-network]")).toHaveLength(1)
    const whatsapp = one(hero, '[data-network="whatsapp"]')
    expect(whatsapp.getAttribute("target")).toBe("_blank")
    const href = whatsapp.getAttribute("href")
    const url = `${origin}/trabemflex-salud`
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(href).toContain(encodeURIComponent(url))
    const text = plain(shareParams(href).get("text"))
    expect(text).toContain("tasa de asistencia")
    expect(text.endsWith(url)).toBe(true)
  })
})
