import type { MetaDescriptor } from "react-router"
import { localeTag, ogLocale, type Locale } from "#app/config/locales.ts"
import { pages, type PageId } from "#app/config/pages.ts"
import { site, siteUrl } from "#app/config/site.ts"
import { commonContent } from "#app/content/common/index.ts"
import { pathTo } from "./i18n.ts"
import {
  breadcrumbList,
  localBusiness,
  softwareApplication,
} from "./structured-data.ts"

/** What every page's content module says about itself for search engines and sharing. */
export interface PageMeta {
  readonly title: string
  readonly description: string
}

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
}

export function socialImagePath(pageId: PageId, locale: Locale): string {
  return `/og/${pageId}.${locale}.png`
}

/** Tutorials sit under the help centre; their breadcrumbs name both. */
const tutorialPages: ReadonlySet<PageId> = new Set([
  "tutorialReports",
  "tutorialDeliveryNotes",
  "tutorialClients",
  "tutorialCarriers",
  "tutorialInvoices",
])

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
  if (tutorialPages.has(pageId)) {
    const { nav } = commonContent[locale]
    const helpLabel =
      nav.products.links.find((l) => "page" in l.to && l.to.page === "help")
        ?.label ?? ""
    return [
      breadcrumbList(origin, [
        { name: nav.home, path: pathTo("home", locale) },
        { name: helpLabel, path: pathTo("help", locale) },
        { name: meta.title, path: pathTo(pageId, locale) },
      ]),
    ]
  }
  return undefined
}

export function pageHead(
  pageId: PageId,
  locale: Locale,
  meta: PageMeta,
): PageHead {
  const origin = siteUrl()
  const paths: Partial<Record<Locale, string>> = pages[pageId].paths
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
    image: origin + socialImagePath(pageId, locale),
    structuredData: structuredDataFor(pageId, locale, meta, origin),
  }
}

/** Title, description, canonical, hreflang, Open Graph and Twitter tags of a page. */
export function buildMeta(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return []
  const title = head.title.includes(site.brand)
    ? head.title
    : `${head.title} | ${site.brand}`
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: head.canonical },
    ...head.alternates.map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hrefLang,
      href: a.href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: ogLocale[head.locale] },
    { property: "og:title", content: title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.canonical },
    { property: "og:image", content: head.image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: head.image },
  ]
  for (const data of head.structuredData ?? [])
    tags.push({ "script:ld+json": data })
  return tags
}
