import { describe, expect, it } from "vitest"
import { business } from "../../../app/config/business.ts"
import { sitePublicRoutes } from "../../../scripts/site-routes.ts"

const publicPageRoutes = sitePublicRoutes()
import {
  builtFile,
  builtPage,
  hrefs,
  linksNamed,
  one,
  origin,
  plain,
  skipWithoutBuild,
} from "../../support/built-html.ts"
import { htmlFileOf } from "../../../scripts/build/built-pages.ts"
import { locales } from "../../../app/config/locales.ts"
import { pathTo } from "../../../app/lib/i18n.ts"
import { entry } from "../../support/content.ts"

/** How each language marks a link that opens a new tab (the specification's words). */
const opensInNewTab = {
  es: "(se abre en una pestaña nueva)",
  en: "(opens in a new tab)",
  fr: "(s'ouvre dans un nouvel onglet)",
} as const
const documentLanguage = { es: "es-ES", en: "en", fr: "fr-FR" } as const

/** The language menu's entries of a page: where each leads, or `disabled`. */
function languageMenu(pagePath: string) {
  const menu = one(builtPage(pagePath), "#language-menu")
  return Object.fromEntries(
    [...menu.querySelectorAll("a")].map((a) => [
      a.getAttribute("lang"),
      a.getAttribute("aria-disabled") === "true"
        ? "disabled"
        : a.getAttribute("href"),
    ]),
  )
}

/** Inline module scripts of a page, and every script start tag. */
function scriptsOf(pagePath: string) {
  const html = builtFile(htmlFileOf(pagePath))
  return {
    tags: html.match(/<script\b[^>]*>/g) ?? [],
    modules: [
      ...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g),
    ].map((match) => match[1]!),
    html,
  }
}

describe.skipIf(skipWithoutBuild)("the built pages' frame", () => {
  it("gives every page its own title and description", () => {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const route of publicPageRoutes) {
      const page = builtPage(route.path)
      const title = plain(page.querySelector("title"))
      const description =
        page
          .querySelector('meta[name="description"]')
          ?.getAttribute("content") ?? ""
      expect(title, route.path).not.toBe("")
      expect(description, route.path).not.toBe("")
      expect(titles.get(title), `${route.path} repeats a title`).toBeUndefined()
      expect(
        descriptions.get(description),
        `${route.path} repeats a description`,
      ).toBeUndefined()
      titles.set(title, route.path)
      descriptions.set(description, route.path)
    }
  })

  it("gives every page its language, its canonical address and one main heading", () => {
    for (const route of publicPageRoutes) {
      const page = builtPage(route.path)
      expect(page.documentElement.getAttribute("lang"), route.path).toBe(
        documentLanguage[route.locale],
      )
      expect(
        one(page, 'link[rel="canonical"]').getAttribute("href"),
        route.path,
      ).toBe(`${origin}${route.path}`)
      expect(page.querySelectorAll("h1"), route.path).toHaveLength(1)
    }
  })

  it("opens other sites in a new tab without a handle on the page, and says so", () => {
    for (const route of publicPageRoutes) {
      const links = [
        ...builtPage(route.path).querySelectorAll('a[target="_blank"]'),
      ]
      for (const link of links) {
        const where = `${route.path}: ${link.getAttribute("href")}`
        expect(link.getAttribute("rel") ?? "", where).toContain("noopener")
        // A link named by aria-label, like a share button, states its action there.
        if (!link.hasAttribute("aria-label"))
          expect(plain(link), where).toContain(opensInNewTab[route.locale])
      }
    }
  })

  it("leads the header's Contact to the page's own form where it has one, else to the home page's", () => {
    const contactWords = new Set(
      locales.flatMap((locale) => {
        const ui = entry("ui", locale)
        return [ui.nav.contact, ui.pageHeaders.contact]
      }),
    )
    for (const route of publicPageRoutes) {
      const page = builtPage(route.path)
      // The newsletter page, an e-mail's body, has a header of its own with no links.
      const header = page.querySelector(
        "header.site-header, [data-testid=product-header]",
      )
      if (!header) continue
      const contacts = [...header.querySelectorAll("a")].filter((a) =>
        contactWords.has(plain(a)),
      )
      expect(contacts.length, route.path).toBeGreaterThan(0)
      const form = page.querySelector('form[action="/api/contact"]')
      const expected = form
        ? `#${form.closest("[id]")?.id}`
        : `${pathTo("home", route.locale)}#contact`
      for (const link of contacts)
        expect(link.getAttribute("href"), route.path).toBe(expected)
    }
  })

  it("offers each language of a page in the language menu, and French only where the page exists in it", () => {
    expect(languageMenu("/canteras")).toEqual({
      es: "/canteras",
      en: "/en/canteras",
      fr: "disabled",
    })
    expect(languageMenu("/office-365")).toMatchObject({ en: "/en/office-365" })
    expect(languageMenu("/en/office-365")).toMatchObject({ es: "/office-365" })
    expect(languageMenu("/aviso-legal")).toMatchObject({
      en: "/en/legal-notice",
    })
    expect(languageMenu("/automocion")).toEqual({
      es: "/automocion",
      en: "disabled",
      fr: "/fr/automocion",
    })
    expect(
      hrefs(
        linksNamed(
          one(builtPage("/fr/automocion"), "[data-testid=product-header]"),
          "Contacter",
        ),
      ),
    ).toEqual(["#cta-section"])
  })

  it("offers on the not-found page each language's home, and no address of its own to share", () => {
    expect(languageMenu("/404")).toEqual({ es: "/", fr: "disabled", en: "/en" })
    expect(languageMenu("/en/404")).toEqual({
      es: "/",
      fr: "disabled",
      en: "/en",
    })
    for (const path of ["/404", "/en/404"]) {
      const head = builtPage(path).head
      expect(one(head, 'meta[name="robots"]').getAttribute("content")).toBe(
        "noindex",
      )
      expect(head.querySelector('meta[property="og:url"]'), path).toBeNull()
      expect(head.querySelector('link[rel="canonical"]'), path).toBeNull()
      // The current language is named as such, not as the page it leads to.
      const current = one(builtPage(path), "#language-menu a[aria-current]")
      expect(current.getAttribute("aria-current"), path).toBe("true")
    }
  })

  it("says so, visibly and to screen readers, when a link leads to a page in another language", () => {
    const dealerships = linksNamed(
      one(builtPage("/en"), "footer"),
      "Car dealerships (Spanish)",
    )
    expect(
      dealerships.map((a) => [
        a.getAttribute("href"),
        a.getAttribute("hreflang"),
      ]),
    ).toEqual([["/automocion", "es"]])
    const privacy = linksNamed(
      builtPage("/fr/automocion").body,
      "Politique de confidentialité (en anglais)",
    )
    expect(privacy.length).toBeGreaterThan(0)
    for (const link of privacy) {
      expect(link.getAttribute("href")).toBe("/en/privacy")
      expect(link.getAttribute("hreflang")).toBe("en")
    }
  })

  it("leads the shared header's menus to the home sections, the industries and the products", () => {
    const header = one(builtPage("/"), "header.site-header")
    const nav = one(header, 'nav[aria-label="Navegación principal"]')
    expect(hrefs(linksNamed(nav, "Servicios"))).toEqual(["/#services"])
    expect(hrefs(linksNamed(nav, "Hosting y housing"))).toEqual(["/#hosting"])
    const industries = one(nav, "#nav-industries")
    expect(linksNamed(industries, /Canteras/).length).toBeGreaterThan(0)
    expect(
      hrefs(linksNamed(one(nav, "#nav-products"), /TRABEM Connext/)),
    ).toEqual(["/trabem-connext"])
    // The product pages' own header replaces it.
    expect(
      builtPage("/trabem-connext").querySelector("header.site-header"),
    ).toBeNull()
    expect(
      hrefs(
        linksNamed(
          one(builtPage("/kitdigital"), "#mobile-menu"),
          "Software para canteras",
        ),
      ),
    ).toEqual(["/canteras"])
  })

  it("draws the product pages in their own frames", () => {
    expect(
      builtPage("/trabem-connext").querySelector("[data-chat-toggle]"),
    ).not.toBeNull()
    const clinic = builtPage("/trabemflex-clinica")
    expect(plain(one(clinic, "[data-testid=product-header]"))).toContain(
      "Tu clínica, atendida las 24 horas",
    )
    const footer = one(clinic, "footer")
    expect(footer.getAttribute("data-variant")).toBe("clinic")
    expect(linksNamed(footer, /hosting/i)).toHaveLength(0)
  })

  it("opens the chatbot's page only when asked for, in a new tab", () => {
    const panel = one(builtPage("/kitdigital"), "#chat-panel")
    expect(plain(panel)).toContain(
      "Es un servicio externo: no se carga nada de él hasta que lo abres.",
    )
    // Its frame waits in a <template> until the visitor opens the chat with script.
    for (const frame of panel.querySelectorAll("iframe"))
      expect(frame.closest("template")).not.toBeNull()
    const link = linksNamed(
      panel,
      "Abrir el asistente (se abre en una pestaña nueva)",
    )
    expect(hrefs(link)).toEqual([business.chatbot.value])
    expect(link[0]?.getAttribute("target")).toBe("_blank")
    expect(
      [...panel.querySelectorAll("button")].map((b) => plain(b)),
    ).toContain("Cerrar")
  })

  it("writes no script element at all into the newsletter pages", () => {
    for (const path of ["/mailchimp", "/en/mailchimp"]) {
      const { tags, html } = scriptsOf(path)
      expect(html, path).toContain('data-testid="newsletter-email"')
      expect(tags, path).toEqual([])
      expect(html, path).not.toContain("modulepreload")
    }
  })

  it("gives the legal and not-found pages no island and no script file: only the frame's module, written into the page (and the not-found page's log)", () => {
    const legal = [
      "/aviso-legal",
      "/en/legal-notice",
      "/privacidad",
      "/en/privacy",
      "/cookies",
      "/en/cookies",
      "/seguridad",
      "/en/security",
    ]
    const [frameModule] = scriptsOf("/aviso-legal").modules
    expect(frameModule).toContain("data-menu")
    for (const path of [...legal, "/404"]) {
      const { tags, modules, html } = scriptsOf(path)
      expect(html, path).not.toContain("<astro-island")
      expect(modules, path).toContain(frameModule)
      expect(modules, path).toHaveLength(path === "/404" ? 2 : 1)
      expect(tags, path).toHaveLength(modules.length)
      expect(html, path).not.toContain("modulepreload")
    }
    // A page with an island links to a page without one, which leads back home.
    const kit = builtPage("/kitdigital")
    expect(kit.querySelectorAll("astro-island")).toHaveLength(1)
    expect(hrefs(linksNamed(one(kit, "footer"), "Aviso legal"))).toEqual([
      "/aviso-legal",
    ])
    expect(
      hrefs(
        linksNamed(
          one(builtPage("/aviso-legal"), "header.site-header"),
          "TRABEM, Inicio",
        ),
      ),
    ).toEqual(["/"])
  })
})
