import { describe, expect, it } from "vitest"
import { pageRoutes } from "#app/config/pages.ts"
import { tutorialRoutes } from "../../scripts/site-routes.ts"
import { fill, localeFromPath, pathTo, switcherEntries } from "./i18n.ts"
import { resolveLink } from "./resolve-link.ts"
import { SPEC_ROUTES } from "../../tests/support/spec-routes.ts"

describe("localeFromPath", () => {
  it("reads the language from the prefix, Spanish without one", () => {
    expect(localeFromPath("/")).toBe("es")
    expect(localeFromPath("/kitdigital")).toBe("es")
    expect(localeFromPath("/en")).toBe("en")
    expect(localeFromPath("/en/canteras")).toBe("en")
    expect(localeFromPath("/fr/automocion")).toBe("fr")
  })

  it("does not take a Spanish path that merely starts with the letters", () => {
    expect(localeFromPath("/encuesta")).toBe("es")
    expect(localeFromPath("/french")).toBe("es")
  })
})

describe("pathTo", () => {
  it("gives the page in the language, with a section", () => {
    expect(pathTo("quarry", "en")).toBe("/en/canteras")
    expect(pathTo("home", "en", "contact")).toBe("/en#contact")
  })

  it("falls back to Spanish from English, and to English from French", () => {
    expect(pathTo("automotive", "en")).toBe("/automocion")
    expect(pathTo("help", "fr")).toBe("/en/ayuda")
    expect(pathTo("home", "fr", "contact")).toBe("/en#contact")
  })
})

describe("switcherEntries", () => {
  const byLocale = (entries: ReturnType<typeof switcherEntries>) =>
    Object.fromEntries(entries.map((e) => [e.locale, e]))

  it("offers Spanish and English elsewhere, French disabled", () => {
    const entries = byLocale(switcherEntries("quarry", "es"))
    expect(entries.es).toMatchObject({
      href: "/canteras",
      isActive: true,
      isCurrent: true,
    })
    expect(entries.en).toMatchObject({ href: "/en/canteras", isActive: true })
    expect(entries.fr?.isActive).toBe(false)
  })

  it("offers only Spanish and French on the automotive pages", () => {
    const entries = byLocale(switcherEntries("automotive", "fr"))
    expect(entries.es).toMatchObject({ href: "/automocion", isActive: true })
    expect(entries.fr).toMatchObject({
      href: "/fr/automocion",
      isCurrent: true,
    })
    expect(entries.en?.isActive).toBe(false)
  })

  it("goes to the same page in the other language", () => {
    expect(byLocale(switcherEntries("office365", "es")).en?.href).toBe(
      "/en/office-365",
    )
    const tutorial = { es: "/facturas", en: "/en/facturas" }
    expect(byLocale(switcherEntries("tutorial", "en", tutorial)).es?.href).toBe(
      "/facturas",
    )
  })
})

describe("resolveLink", () => {
  it("marks links to a page that exists only in another language", () => {
    expect(resolveLink({ page: "automotive" }, "en")).toEqual({
      href: "/automocion",
      isExternal: false,
      hrefLang: "es",
    })
    expect(resolveLink({ page: "home" }, "fr")).toEqual({
      href: "/en",
      isExternal: false,
      hrefLang: "en",
    })
    expect(resolveLink({ page: "automotive" }, "fr")).toEqual({
      href: "/fr/automocion",
      isExternal: false,
    })
    expect(resolveLink({ page: "quarry" }, "en")).toEqual({
      href: "/en/canteras",
      isExternal: false,
    })
    expect(resolveLink({ hash: "contact" }, "en").href).toBe("#contact")
    expect(resolveLink({ external: "trabemFlex" }, "es").isExternal).toBe(true)
  })
})

describe("pages", () => {
  it("lists every route of the specification, each path once", () => {
    const paths = [...pageRoutes, ...tutorialRoutes()].map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const route of SPEC_ROUTES) expect(paths).toContain(route)
  })

  it("fills templates", () => {
    expect(
      fill("Descubre {title}: {description}", { title: "A", description: "B" }),
    ).toBe("Descubre A: B")
  })
})
