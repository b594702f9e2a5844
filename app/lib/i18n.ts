import {
  defaultLocale,
  fallbackLocales,
  localePrefix,
  locales,
  type Locale,
} from "#app/config/locales.ts"
import { pagePath, pages, type PageId } from "#app/config/pages.ts"

/** The language of a URL path: `/en/...` is English, `/fr/...` French, the rest Spanish. */
export function localeFromPath(pathname: string): Locale {
  for (const locale of locales) {
    const prefix = localePrefix[locale]
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return locale
  }
  return defaultLocale
}

/**
 * The language a link from a page in `locale` reaches: that one when the
 * page exists in it, else the first of its fallbacks the page exists in
 * (Spanish, the original, always exists).
 */
export function linkLocale(pageId: PageId, locale: Locale): Locale {
  const candidates: readonly Locale[] = [locale, ...fallbackLocales[locale]]
  return candidates.find((l) => hasLocale(pageId, l)) ?? defaultLocale
}

/** The path of a page in a language, or in the language a link from that language reaches. */
export function pathTo(pageId: PageId, locale: Locale, hash?: string): string {
  const path = pagePath(pageId, linkLocale(pageId, locale)) ?? "/"
  return hash ? `${path}#${hash}` : path
}

/** Whether a page exists in a language (links to a fallback say so with hreflang). */
export function hasLocale(pageId: PageId, locale: Locale): boolean {
  return pagePath(pageId, locale) !== undefined
}

export interface SwitcherEntry {
  readonly locale: Locale
  readonly href: string
  readonly isActive: boolean
  /** The language the page is in. */
  readonly isCurrent: boolean
  /** Whether the link leads to this page itself, rather than to a home page. */
  readonly isPage: boolean
}

/**
 * The language switcher's entries for a page: the same page in the other
 * language when it exists, else that language's home; languages the page
 * does not offer are listed but disabled.
 */
export function switcherEntries(
  pageId: PageId,
  current: Locale,
  paths: Partial<Record<Locale, string>> = pages[pageId].paths,
): SwitcherEntry[] {
  const page = pages[pageId]
  const order: Locale[] = ["es", "fr", "en"]
  return order.map((locale) => {
    const isActive = (page.switcher as readonly Locale[]).includes(locale)
    const path = paths[locale]
    const href = path ?? pagePath("home", locale) ?? "/"
    return {
      locale,
      href,
      isActive,
      isCurrent: locale === current,
      isPage: path !== undefined,
    }
  })
}

/** Fills `{name}` placeholders of a template. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /\{(\w+)\}/g,
    (match, key: string) => values[key] ?? match,
  )
}
