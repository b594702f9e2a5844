import type { Locale } from "./locales.ts"
import type { PageConfig } from "./page-config.ts"
import { productPages } from "./product-pages.ts"
import { supportPages } from "./support-pages.ts"

/**
 * Every page: its path in each language, its frame, accent, chat and
 * switcher languages (see page-config.ts). The order is the order of the
 * build and the sitemap. Each page is drawn by the file of its kind in
 * app/pages/, whose paths come from here (`staticPaths`).
 */
export const pages = { ...productPages, ...supportPages }

export type PageId = keyof typeof pages

/** Languages a page exists in, as a type: `LocalesOf<"automotive">` is `"es" | "fr"`. */
export type LocalesOf<P extends PageId> = keyof (typeof pages)[P]["paths"] &
  Locale

export const pageIds = Object.keys(pages) as PageId[]

/**
 * Pages a link may name: those with a path of their own in the table (a
 * tutorial's path comes from its file, and a link names it by its slug).
 */
export type LinkablePageId = {
  [P in PageId]: keyof (typeof pages)[P]["paths"] extends never ? never : P
}[PageId]

export const linkablePageIds = pageIds.filter(
  (pageId) => Object.keys(pages[pageId].paths).length > 0,
) as LinkablePageId[]

export interface PageRoute {
  readonly pageId: PageId
  readonly locale: Locale
  readonly path: string
}

/** Every page × language, in a stable order: the source of the built pages and the sitemap. */
export const pageRoutes: readonly PageRoute[] = pageIds.flatMap((pageId) =>
  Object.entries(pages[pageId].paths).map(([locale, path]) => ({
    pageId,
    locale: locale as Locale,
    path,
  })),
)

/** Pages that are real content (the not-found page is served for unknown paths only). */
export const publicPageRoutes = pageRoutes.filter(
  (r) => r.pageId !== "notFound",
)

/** Whether the page draws every icon itself (`icons: "page"`, page-config.ts). */
export function drawsIconsInPage(pageId: PageId): boolean {
  const page: PageConfig = pages[pageId]
  return page.icons === "page"
}

export function pagePath(pageId: PageId, locale: Locale): string | undefined {
  const paths: Partial<Record<Locale, string>> = pages[pageId].paths
  return paths[locale]
}

export function findPageRoute(pathname: string): PageRoute | undefined {
  const normalized =
    pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  return pageRoutes.find((r) => r.path === normalized)
}
