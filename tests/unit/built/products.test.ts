import { describe, expect, it } from "vitest"
import {
  builtPage,
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
