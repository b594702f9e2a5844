import { existsSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { business } from "../../../app/config/business.ts"
import {
  builtFile,
  builtPage,
  clientDir,
  parseDocument,
  hrefs,
  linksNamed,
  one,
  plain,
  skipWithoutBuild,
  texts,
} from "../../support/built-html.ts"

/** Every link of `main` with one of these names, and where each leads. */
function targetsOf(page: Document, names: readonly string[]) {
  return names.flatMap((name) => {
    const links = linksNamed(one(page, "main"), name)
    expect(links.length, name).toBeGreaterThan(0)
    return hrefs(links)
  })
}

/** The page's contact form, at `#<id>`, with its e-mail field. */
function expectFormAt(page: Document, id: string) {
  const form = one(page, `#${id} form`)
  expect(form.querySelector('input[type="email"]')).not.toBeNull()
  return form
}

describe.skipIf(skipWithoutBuild)("the built product pages", () => {
  for (const p of [
    {
      path: "/kitdigital",
      buttons: ["Solicitar información", "Contactar ahora"],
      tiers: [
        ["Pequeñas empresas", "De 10 a 49 empleados", "12.000 €"],
        ["Microempresas", "De 3 a 9 empleados", "6.000 €"],
        ["Autónomos", "De 0 a 2 empleados", "2.000 €"],
      ],
    },
    {
      path: "/en/kitdigital",
      buttons: ["Request information", "Contact us now"],
      tiers: [
        ["Small businesses", "10 to 49 employees", "€12,000"],
        ["Microbusinesses", "3 to 9 employees", "€6,000"],
        ["Self-employed", "0 to 2 employees", "€2,000"],
      ],
    },
  ])
    it(`Kit Digital ${p.path}: the programme, who may apply, four solution areas, three tiers and the form`, () => {
      const page = builtPage(p.path)
      expect(plain(one(page, "#programa h2"))).not.toBe("")
      expect(page.querySelectorAll("#programa li")).toHaveLength(3)
      expect(
        page.querySelectorAll("[data-testid=kit-requirements] li"),
      ).toHaveLength(5)
      const solutions = page.querySelectorAll(
        "#soluciones [data-testid=kit-solution]",
      )
      expect(solutions).toHaveLength(4)
      for (const card of solutions)
        expect(card.querySelectorAll("ul li")).toHaveLength(3)
      const tiers = [...page.querySelectorAll("#tramos [data-testid=kit-tier]")]
      expect(tiers).toHaveLength(3)
      for (const [i, [name, employees, amount]] of p.tiers.entries()) {
        const tier = tiers[i]!
        expect(plain(tier.querySelector("h3"))).toBe(name)
        expect(plain(tier)).toContain(employees)
        expect(plain(one(tier, "[data-testid=kit-tier-amount]"))).toBe(amount)
      }
      expect(new Set(targetsOf(page, p.buttons))).toEqual(
        new Set(["#contacto"]),
      )
      expectFormAt(page, "contacto")
    })

  for (const p of [
    {
      path: "/asesores",
      steps: ["Diagnóstico", "Diseño", "Implantación", "Seguimiento"],
      contact: ["Solicitar asesoramiento", "Contactar ahora"],
      method: "Cómo trabajamos",
    },
    {
      path: "/en/asesores",
      steps: ["Diagnosis", "Design", "Implementation", "Follow-up"],
      contact: ["Request advice", "Contact us now"],
      method: "How we work",
    },
  ])
    it(`Kit Consulting ${p.path}: the areas, the four-step method, the sectors, and buttons to the method and the form`, () => {
      const page = builtPage(p.path)
      expect(
        page.querySelectorAll("#areas [data-testid=consulting-area]"),
      ).toHaveLength(6)
      expect(texts(page, "#metodo [data-testid=method-step] h3")).toEqual(
        p.steps,
      )
      expect(
        page.querySelectorAll("#sectores [data-testid=consulting-sector]"),
      ).toHaveLength(6)
      expect(new Set(targetsOf(page, [p.method]))).toEqual(new Set(["#metodo"]))
      expect(new Set(targetsOf(page, p.contact))).toEqual(
        new Set(["#contacto"]),
      )
      expectFormAt(page, "contacto")
    })

  for (const p of [
    {
      path: "/canteras",
      locale: "es",
      h1: "Controla tu cantera de la báscula a la factura",
      demo: "Solicitar demo",
      features: [
        "Clientes",
        "Productos",
        "Transporte con báscula",
        "Pedidos y albaranes con firma digital",
        "Facturación con rectificativas",
        "Informes a Excel y PDF",
        "Roles y permisos",
        "Auditoría y copias de seguridad",
      ],
    },
    {
      path: "/en/canteras",
      locale: "en",
      h1: "Run your quarry from the weighbridge to the invoice",
      demo: "Request a demo",
      features: [
        "Customers",
        "Products",
        "Transport with weighbridge",
        "Orders and delivery notes with digital signature",
        "Invoicing with corrective invoices",
        "Reports to Excel and PDF",
        "Roles and permissions",
        "Audit log and backups",
      ],
    },
  ])
    it(`quarry ${p.path}: the hero and its illustration, eight features, eight modules in their own colours, demo buttons to the form`, () => {
      const page = builtPage(p.path)
      const hero = one(page, "main > section")
      expect(plain(hero.querySelector("h1"))).toBe(p.h1)
      expect(hero.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
      const features = page.querySelectorAll(
        "#funciones [data-testid=quarry-feature]",
      )
      expect(features).toHaveLength(8)
      expect(texts(page, "#funciones [data-testid=quarry-feature] h3")).toEqual(
        p.features,
      )
      for (const text of texts(
        page,
        "#funciones [data-testid=quarry-feature] p",
      ))
        expect(text.length).toBeGreaterThan(40)
      const modules = [
        ...page.querySelectorAll("#modulos [data-testid=quarry-module]"),
      ]
      expect(modules).toHaveLength(8)
      // Each module's colour is its own custom property, drawn by its stripe and icon.
      const colours = modules.map(
        (card) =>
          /--module:([^;]+)/.exec(card.getAttribute("style") ?? "")?.[1],
      )
      expect(new Set(colours).size).toBe(8)
      for (const card of modules) {
        expect(plain(card.querySelector("h3"))).not.toBe("")
        expect(card.querySelectorAll("ul li").length).toBeGreaterThanOrEqual(4)
      }
      const demo = targetsOf(page, [p.demo])
      expect(demo.length).toBeGreaterThanOrEqual(2)
      expect(new Set(demo)).toEqual(new Set(["#contacto"]))
      const form = expectFormAt(page, "contacto")
      expect(one(form, 'input[name="service"]').getAttribute("value")).toBe(
        "Canteras",
      )
      expect(one(form, 'input[name="locale"]').getAttribute("value")).toBe(
        p.locale,
      )
    })

  for (const p of [
    {
      path: "/novedades",
      home: "/",
      newsLabel: "Novedades",
      website: "nueva-web",
      tryAssistant: "Probar asistente",
      requestInfo: "Solicitar información",
      infoHref: "/office-365#formulario",
      infoForm: ["/office-365", "#formulario form"],
      benefits: [
        "Mayor productividad",
        "Mayor seguridad",
        "Comunicación eficiente",
      ],
      wrapper: "#novedades",
      contact: "contacto",
      heroCta: "Contactar",
    },
    {
      path: "/en/novedades",
      home: "/en",
      newsLabel: "News",
      website: "new-website",
      tryAssistant: "Try assistant",
      requestInfo: "Request information",
      // Redirected to /en#contact (server/http/static-site.test.ts).
      infoHref: "/en/contact",
      infoForm: ["/en", "#contact form"],
      benefits: [
        "Improved productivity",
        "Greater security",
        "Efficient communication",
      ],
      wrapper: "#news",
      contact: "contact",
      heroCta: "Contact us",
    },
  ] as const) {
    it(`news ${p.path}: the new website, the two updates, the benefits and the form inside the news block`, () => {
      const page = builtPage(p.path)
      expect(plain(one(page, `#${p.website} h2`))).not.toBe("")
      expect(page.querySelectorAll(`#${p.website} li`)).toHaveLength(4)
      const assistant = one(page, "#chat")
      expect(plain(assistant.querySelector("h3"))).not.toBe("")
      expect(
        [...assistant.querySelectorAll("button")].map((b) => plain(b)),
      ).toContain(p.tryAssistant)
      expect(plain(one(page, "#office-365 h3"))).toContain("Office 365")
      expect(texts(page, "[data-testid=news-benefit] h3")).toEqual(p.benefits)
      const info = linksNamed(one(page, "#office-365"), p.requestInfo)
      expect(hrefs(info)).toEqual([p.infoHref])
      const [formPage, formAt] = p.infoForm
      expect(builtPage(formPage).querySelector(formAt)).not.toBeNull()
      const form = one(page, `${p.wrapper} > section#${p.contact} form`)
      expect(form.querySelector('input[type="email"]')).not.toBeNull()
      expect(targetsOf(page, [p.heroCta])[0]).toBe(`#${p.contact}`)
    })

    it(`the footer of ${p.home} leads to ${p.path}: News twice and Blog to its articles`, () => {
      const footer = one(builtPage(p.home), "footer")
      expect(hrefs(linksNamed(footer, p.newsLabel))).toEqual([p.path, p.path])
      expect(
        hrefs(linksNamed(one(footer, 'nav[aria-label="Legal"]'), p.newsLabel)),
      ).toEqual([p.path])
      expect(hrefs(linksNamed(footer, "Blog"))).toEqual([
        `${p.path}#${p.website}`,
      ])
    })
  }

  const year = String(new Date().getFullYear())
  const email = business.email.value
  for (const p of [
    {
      path: "/mailchimp",
      file: "/newsletter/trabem-es.html",
      assistantHref: "/novedades#chat",
      contactHref: "/contacto",
      contactForm: "/",
    },
    {
      path: "/en/mailchimp",
      file: "/newsletter/trabem-en.html",
      assistantHref: "/en/novedades#chat",
      contactHref: "/en/contact",
      contactForm: "/en",
    },
  ]) {
    it(`newsletter ${p.path}: an e-mail with its header, three blocks and footer, without the site's frame, and its HTML to download`, () => {
      const page = builtPage(p.path)
      const mail = one(page, "[data-testid=newsletter-email]")
      expect(page.querySelector("body > footer, [data-chat-toggle]")).toBeNull()
      expect(page.querySelector("header nav")).toBeNull()
      expect(plain(mail.querySelector("header"))).toContain(business.brand)
      for (const block of ["website", "assistant", "office365"])
        expect(
          plain(one(mail, `[data-testid=newsletter-${block}] h2`)),
        ).not.toBe("")
      const footer = one(mail, "footer")
      expect(plain(footer)).toContain(year)
      expect(hrefs(linksNamed(footer, email))).toEqual([`mailto:${email}`])
      expect(
        one(mail, "[data-testid=newsletter-assistant] a").getAttribute("href"),
      ).toBe(p.assistantHref)
      // The news page's #chat is the assistant card, whose button opens the chat.
      expect(
        builtPage(p.assistantHref.split("#")[0]!).querySelector("#chat button"),
      ).not.toBeNull()
      expect(
        one(mail, "[data-testid=newsletter-office365] a").getAttribute("href"),
      ).toBe(p.contactHref)
      expect(
        builtPage(p.contactForm).querySelector("#contact form"),
      ).not.toBeNull()
      const download = page.querySelectorAll("a[download]")
      expect(download).toHaveLength(1)
      expect(download[0]?.getAttribute("href")).toBe(p.file)
      expect(download[0]?.getAttribute("download")).toBe(path.basename(p.file))
      expect(existsSync(path.join(clientDir, p.file))).toBe(true)
    })

    it(`newsletter ${p.file} is a valid, script-free e-mail with absolute links`, () => {
      const html = builtFile(p.file)
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true)
      const doc = parseDocument(html)
      expect(
        doc
          .querySelector("meta[charset]")
          ?.getAttribute("charset")
          ?.toLowerCase(),
      ).toBe("utf-8")
      expect(doc.querySelectorAll("script")).toHaveLength(0)
      expect(
        [...doc.querySelectorAll("*")].some((el) =>
          [...el.attributes].some((a) => a.name.startsWith("on")),
        ),
      ).toBe(false)
      expect(doc.querySelectorAll("style, link")).toHaveLength(0)
      expect(doc.querySelector('table[width="600"]')).not.toBeNull()
      const links = [...doc.querySelectorAll("[href]")].map(
        (el) => el.getAttribute("href") ?? "",
      )
      expect(links.length).toBeGreaterThanOrEqual(5)
      for (const href of links)
        expect(href).toMatch(/^(https?:\/\/[^/]+\/|mailto:)/)
      expect(links).toContain(`mailto:${email}`)
      expect(links.some((h) => h.endsWith(p.assistantHref))).toBe(true)
      expect(plain(doc.body)).toContain(year)
      expect(plain(doc.body)).toContain(email)
    })
  }

  it("Office 365: the hero, five benefits, the reasons to buy through TRABEM, the form, a testimonial and three badges", () => {
    const page = builtPage("/office-365")
    expect(plain(page.querySelector("h1"))).toContain(
      "Office 365 para tu empresa",
    )
    expect(
      [...page.querySelectorAll("main > section[id]")].map((s) => s.id),
    ).toEqual([
      "beneficios",
      "por-que-trabem",
      "formulario",
      "testimonio",
      "garantias",
    ])
    const benefits = page.querySelectorAll("[data-testid=benefit-card]")
    expect(benefits).toHaveLength(5)
    for (const benefit of benefits) {
      expect(plain(benefit.querySelector("h3"))).not.toBe("")
      expect(plain(benefit.querySelector("p")).length).toBeGreaterThan(40)
    }
    const reasons = one(page, "#por-que-trabem")
    expect(reasons.querySelectorAll("[data-testid=reason]")).toHaveLength(5)
    const reasonTexts = [...reasons.querySelectorAll("*")].map((el) =>
      plain(el),
    )
    for (const reason of [
      "Soporte local en español",
      "Una sola factura",
      "Migración y puesta en marcha",
      "Gestión de licencias",
      "Configuración de seguridad",
    ])
      expect(reasonTexts).toContain(reason)
    const chain = texts(reasons, "ol li")
    expect(chain).toHaveLength(4)
    for (const [i, step] of [
      /^1\s*Microsoft/,
      /^2\s*Mayorista oficial/,
      /^3\s*TRABEM/,
      /^4\s*Tu empresa/,
    ].entries())
      expect(chain[i]).toMatch(step)
    const testimonial = page.querySelectorAll("#testimonio figure")
    expect(testimonial).toHaveLength(1)
    expect(plain(testimonial[0])).toContain("RC")
    expect(plain(testimonial[0])).toContain("Ramón C.")
    expect(
      testimonial[0]?.querySelector('[role="img"]')?.getAttribute("aria-label"),
    ).toBe("Valoración: 5 de 5 estrellas")
    expect(texts(page, "[data-testid=trust-badge] h3")).toEqual([
      "Distribuidor autorizado",
      "Soporte de socio certificado",
      "Infraestructura con el mayorista",
    ])
    expect(hrefs(linksNamed(one(page, "main"), "Empezar ahora"))).toEqual([
      "#formulario",
    ])
    const form = expectFormAt(page, "formulario")
    const labels = texts(form, "label")
    for (const label of [
      "Nombre",
      "Correo electrónico",
      "Empresa",
      "Teléfono",
      "Mensaje",
    ])
      expect(labels.some((text) => text.startsWith(label))).toBe(true)
    expect(plain(page.body)).not.toContain("Correo de prueba")
  })

  it("TRABEM Connext: the hero and every section in order, each with its heading", () => {
    const page = builtPage("/trabem-connext")
    expect(plain(page.querySelector("h1"))).toBe(
      "Todas las conversaciones de tu organización en una sola bandeja",
    )
    const ids = [...page.querySelectorAll("main > section[id]")].map(
      (s) => s.id,
    )
    expect(ids).toEqual([
      "about",
      "benefits",
      "audience",
      "integration",
      "testimonials",
      "cta",
      "contact",
    ])
    for (const id of ids)
      expect(plain(one(page, `#${id} h2`)).length).toBeGreaterThan(15)
    expect(page.querySelectorAll("#about dl > div")).toHaveLength(3)
    expect(plain(one(page, "#about dl"))).toContain("24/7")
    expect(page.querySelectorAll("#benefits li")).toHaveLength(6)
    expect(plain(one(page, "#benefits"))).toContain("Asignación automática")
    expect(plain(one(page, "#benefits"))).toContain("Bots de IA")
  })

  it("TRABEM Connext: the audience, the channels flowing into one inbox, the testimonials and the ways to the contact section", () => {
    const page = builtPage("/trabem-connext")
    const cards = page.querySelectorAll("#audience [data-testid=audience-card]")
    expect(texts(page, "#audience [data-testid=audience-card] h3")).toEqual([
      "Clínicas",
      "Ayuntamientos",
      "Entidades de formación",
      "Equipos comerciales y de soporte",
    ])
    for (const card of cards)
      expect(card.querySelectorAll("ul li").length).toBeGreaterThanOrEqual(2)
    const integration = one(page, "#integration")
    const items = texts(integration, "li")
    for (const text of [
      "ERP sanitario de TRABEM",
      "Agenda y citas",
      "API-first",
      "Reglas de asignación",
      "Bots de IA",
    ])
      expect(items.some((item) => item.includes(text))).toBe(true)
    const diagram = one(integration, "[data-testid=channel-flow-diagram]")
    const words = [...diagram.querySelectorAll("*")].map((el) => plain(el))
    for (const channel of ["WhatsApp", "Correo", "Chat web"])
      expect(words).toContain(channel)
    expect(plain(diagram)).toContain("Bandeja única Connext")
    const drawings = [...diagram.querySelectorAll("svg")]
    expect(drawings.length).toBeGreaterThan(0)
    for (const svg of drawings)
      if (!svg.parentElement?.closest("svg"))
        expect(svg.getAttribute("aria-hidden")).toBe("true")

    const slides = [
      ...page.querySelectorAll(
        '#testimonials [aria-roledescription="carousel"] [aria-roledescription="slide"]',
      ),
    ].map((slide) => plain(slide))
    expect(slides).toHaveLength(2)
    expect(slides[0]).toContain("LM")
    expect(slides[0]).toContain("Clínica")
    expect(slides[1]).toContain("AP")
    expect(slides[1]).toContain("Ayuntamiento")
    expect(texts(page, "#cta a")).toEqual([
      "Solicitar demo",
      "Hablar con un especialista",
    ])
    expect(hrefs([...page.querySelectorAll("#cta a")])).toEqual([
      "#contact",
      "#contact",
    ])
    expect(
      hrefs(linksNamed(one(page, "[data-testid=product-header]"), "Contactar")),
    ).toEqual(["#contact"])
    expectFormAt(page, "contact")
  })
})
