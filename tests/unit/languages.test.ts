import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { localeTag, type Locale } from "../../app/config/locales.ts"
import {
  findPageRoute,
  pagePath,
  pageRoutes as tableRoutes,
  pages,
  serverPageIds,
  type PageRoute,
} from "../../app/config/pages.ts"
import { fill } from "../../app/lib/i18n.ts"
import { tutorialRoutes } from "../../scripts/site-routes.ts"
import { entry } from "../support/content.ts"
import { decodeEntities, htmlFileOf } from "../../scripts/build/built-pages.ts"
import { REDIRECTS } from "../../server/http/static-site.ts"

/**
 * A crawl of what `npm run build` produced: from every page, where each
 * internal link leads and in which language, and where its language menu
 * goes. A visitor never reaches a page in another language unwarned.
 */
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client")
const hasBuild = existsSync(path.join(clientDir, "index.html"))
const skip = !hasBuild && !process.env.CI

interface Anchor {
  /** The opening tag's attributes. */
  readonly attributes: string
  /** None on a language the menu lists as unavailable. */
  readonly href: string | undefined
  /** What a screen reader names the link: its aria-label, else its text. */
  readonly name: string
}

const attribute = (attributes: string, name: string) => {
  const value = attributes.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
  return value === undefined ? undefined : decodeEntities(value)
}

function anchorsOf(html: string): Anchor[] {
  return [...html.matchAll(/<a(\s[^>]*)?>([\s\S]*?)<\/a>/g)].flatMap((m) => {
    const attributes = m[1] ?? ""
    const href = attribute(attributes, "href")
    const text = decodeEntities(
      (m[2] ?? "").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""),
    )
    const name = attribute(attributes, "aria-label") ?? text
    return [{ attributes, href, name: name.replace(/\s+/g, " ").trim() }]
  })
}

const tutorials = tutorialRoutes()
const pageRoutes = [...tableRoutes, ...tutorials]
const slugOf = (route: PageRoute) => route.path.split("/").at(-1)

/** A page's path in a language: the table's, or its tutorial's in that language. */
const pathIn = (route: PageRoute, locale: Locale) =>
  route.pageId === "tutorial"
    ? tutorials.find((t) => t.locale === locale && slugOf(t) === slugOf(route))
        ?.path
    : pagePath(route.pageId, locale)

/** The page an internal link reaches, after the server's redirects. */
function targetOf(
  href: string | undefined,
  from: string,
): PageRoute | undefined {
  if (!href?.startsWith("/") || href.startsWith("//")) return undefined
  const url = new URL(href, `http://site${from}`)
  const redirected = REDIRECTS.get(url.pathname)
  const pathname = redirected
    ? new URL(redirected, "http://site").pathname
    : url.pathname
  return findPageRoute(pathname) ?? tutorials.find((t) => t.path === pathname)
}

/** The language menu's links, by the language each names. */
function menuOf(html: string): Map<Locale, Anchor> {
  const menu = html.match(/id="language-menu"[^>]*>([\s\S]*?)<\/ul>/)?.[1]
  const entries = new Map<Locale, Anchor>()
  for (const anchor of anchorsOf(menu ?? "")) {
    const lang = attribute(anchor.attributes, "lang") as Locale | undefined
    if (lang) entries.set(lang, anchor)
  }
  return entries
}

describe.skipIf(skip)("languages across the built site", () => {
  const built = new Map<PageRoute, string>()
  beforeAll(async () => {
    for (const route of pageRoutes)
      built.set(
        route,
        await readFile(path.join(clientDir, htmlFileOf(route.path)), "utf8"),
      )
  })

  it("writes each page in its language", () => {
    for (const [route, html] of built)
      expect(html, route.path).toContain(
        `<html lang="${localeTag[route.locale]}"`,
      )
  })

  it("leads every internal link to a page in the page's language, or says which language it is in", () => {
    const unmarked: string[] = []
    let marked = 0
    for (const [route, html] of built) {
      const words = entry("forms", route.locale).linkLanguages
      const note = entry("ui", route.locale).language.groupNote
      const menu = new Set(menuOf(html).values())
      for (const anchor of anchorsOf(html)) {
        const target = targetOf(anchor.href, route.path)
        if (!target || target.locale === route.locale) continue
        // The language menu names each language in its own words (and its lang).
        if ([...menu].some((entry) => entry.href === anchor.href)) continue
        // After its words ("Privacy (in English)"), or as the header's note ("Pages in Spanish").
        const says = [
          `(${words[target.locale]})`,
          fill(note, { language: words[target.locale] }),
        ]
        const hrefLang = attribute(anchor.attributes, "hrefLang")
        if (
          hrefLang === target.locale &&
          says.some((said) => anchor.name.includes(said))
        )
          marked++
        else
          unmarked.push(
            `${route.path} → ${anchor.href} "${anchor.name}" (hreflang ${hrefLang ?? "none"})`,
          )
      }
    }
    expect(unmarked).toEqual([])
    // The automotive links of the English pages and the French page's links to English ones.
    expect(marked).toBeGreaterThan(0)
  })

  it("sends English visitors to Spanish only for the automotive page, and French visitors to English pages", () => {
    const reached = new Map<Locale, Set<string>>()
    for (const [route, html] of built)
      for (const anchor of anchorsOf(html)) {
        const target = targetOf(anchor.href, route.path)
        if (!target || target.locale === route.locale) continue
        if (attribute(anchor.attributes, "lang")) continue
        const set = reached.get(route.locale) ?? new Set<string>()
        set.add(`${target.locale}:${target.pageId}`)
        reached.set(route.locale, set)
      }
    expect([...(reached.get("en") ?? [])]).toEqual(["es:automotive"])
    expect(
      [...(reached.get("fr") ?? [])].every((t) => t.startsWith("en:")),
    ).toBe(true)
  })

  it("gives every page a language menu that leads to its own translations", () => {
    for (const [route, html] of built) {
      // The newsletter page is an e-mail's body: it has no site header.
      if (pages[route.pageId].layout === "newsletter") continue
      const menu = menuOf(html)
      const offered = pages[route.pageId].switcher as readonly Locale[]
      for (const locale of ["es", "en", "fr"] as const) {
        const entry = menu.get(locale)
        expect(entry, `${route.path}: ${locale}`).toBeDefined()
        if (offered.includes(locale)) {
          // The pages the server sends (not found, the form's answer) are
          // at no address to offer: their menu leads to the homes.
          expect(entry?.href, `${route.path}: ${locale}`).toBe(
            serverPageIds.includes(route.pageId)
              ? pagePath("home", locale)
              : pathIn(route, locale),
          )
        } else {
          expect(entry?.attributes, `${route.path}: ${locale}`).toContain(
            'aria-disabled="true"',
          )
          expect(entry?.href).toBeUndefined()
        }
      }
    }
  })
})
