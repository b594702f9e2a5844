import type { MetaDescriptor } from "react-router"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import { localeFromPath } from "./i18n.ts"
import { buildMeta, pageHead, type PageHead, type PageMeta } from "./meta.ts"

/** Reads the language of a prerender request. */
export function localeOfRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname)
}

/** The loader result every page returns: its language, its content and its head. */
export function pageData<C extends { readonly meta: PageMeta }>(
  request: Request,
  pageId: PageId,
  byLocale: Partial<Record<Locale, C>>,
) {
  const locale = localeOfRequest(request)
  const content = byLocale[locale]
  if (!content) throw new Error(`No ${locale} content for page ${pageId}`)
  return { locale, content, head: pageHead(pageId, locale, content.meta) }
}

/** The `loader` of a page route: its language from the URL, its content and its head. */
export function pageLoader<C extends { readonly meta: PageMeta }>(
  pageId: PageId,
  byLocale: Partial<Record<Locale, C>>,
) {
  return ({ request }: { readonly request: Request }) =>
    pageData(request, pageId, byLocale)
}

/** The `meta` export of a page route: the head tags of what its loader returned. */
export function pageMeta({
  loaderData,
}: {
  readonly loaderData?: { readonly head: PageHead }
}): MetaDescriptor[] {
  return buildMeta(loaderData?.head)
}

/**
 * A page's blocks by name. A block's anchor id and its content share the
 * name, so a section takes both at once: `<XSection {...block("features")} />`.
 */
export function pageBlocks<C extends object, I extends Readonly<object>>(
  content: C,
  ids: I,
) {
  return <K extends keyof C & keyof I>(name: K) => ({
    id: ids[name],
    content: content[name],
  })
}

/** The props of a page's view (app/views/): what its route's loader returned. */
export interface ViewProps<L extends (...args: never) => unknown> {
  readonly loaderData: Awaited<ReturnType<L>>
}
