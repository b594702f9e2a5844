import { localeTag, type Locale } from "#app/config/locales.ts"
import { serverPageIds, type PageId } from "#app/config/pages.ts"
import { business, siteUrl } from "#app/config/business.ts"
import type { PageMeta } from "#app/schemas/blocks.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { linkLocale } from "./i18n.ts"
import { localBusiness, softwareApplication } from "./structured-data.ts"

export type { PageMeta }

export interface Alternate {
  readonly hrefLang: string
  readonly href: string
}

/** Everything the document head needs, computed at prerender from `SITE_URL`. */
export interface PageHead extends PageMeta {
  readonly locale: Locale
  readonly canonical: string
  readonly alternates: readonly Alternate[]
  readonly image: string
  /** JSON-LD objects for the page, if any. */
  readonly structuredData?: readonly object[]
  /** When an article (a news post) was published: `YYYY-MM-DD`. */
  readonly published?: string
}

/**
 * A page's social image (scripts/build/social-images.ts draws one for each
 * page of the sitemap). A page the server sends itself is in no sitemap and
 * shows the site's: the home page's, in the language a link from it reaches.
 */
export function socialImagePath(pageId: PageId, locale: Locale): string {
  if (serverPageIds.includes(pageId))
    return `/og/home.${linkLocale("home", locale)}.png`
  return `/og/${pageId}.${locale}.png`
}

function structuredDataFor(
  pageId: PageId,
  locale: Locale,
  meta: PageMeta,
  origin: string,
) {
  if (pageId === "home")
    return [localBusiness(origin, locale, meta.description)]
  const software = softwareApplication(origin, pageId, locale, meta.description)
  if (software) return [software]
  return undefined
}

/**
 * A page's head tags, from its frame (its language and its paths in every
 * language) and what its content says about it. A page made from a
 * collection entry names its own social image and structured data.
 */
export function pageHead(
  frame: Pick<FrameData, "pageId" | "locale" | "paths">,
  meta: PageMeta,
  entry?: {
    readonly image: string
    readonly structuredData?: readonly object[]
    readonly published?: string
  },
): PageHead {
  const { pageId, locale, paths } = frame
  const origin = siteUrl()
  const alternates: Alternate[] = Object.entries(paths).map(([lang, path]) => ({
    hrefLang: localeTag[lang as Locale],
    href: origin + path,
  }))
  if (paths.es)
    alternates.push({ hrefLang: "x-default", href: origin + paths.es })
  return {
    ...meta,
    locale,
    canonical: origin + (paths[locale] ?? "/"),
    alternates,
    image: origin + (entry?.image ?? socialImagePath(pageId, locale)),
    structuredData: entry
      ? entry.structuredData
      : structuredDataFor(pageId, locale, meta, origin),
    published: entry?.published,
  }
}

/** The title of a page as the document and sharing show it: with the brand once. */
export function documentTitle(head: PageMeta): string {
  return head.title.includes(business.brand)
    ? head.title
    : `${head.title} | ${business.brand}`
}

/**
 * A JSON-LD object as the body of a `<script type="application/ld+json">`:
 * `<`, `>`, `&` and the line separators written as `\u` escapes, so no text
 * in it can close the element or be read as markup.
 */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )
}
