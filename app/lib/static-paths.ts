/**
 * What a page file of app/pages/ builds from: the paths it renders
 * (`getStaticPaths`), each path's frame, content and head tags, and its
 * blocks by name.
 */
import { iconSprite } from "#app/components/ui/icon-sprite.tsx"
import type { Locale } from "#app/config/locales.ts"
import { pageRoutes, type PageId } from "#app/config/pages.ts"
import { commonContent } from "#app/content/common/index.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { pageHead, type PageHead, type PageMeta } from "./meta.ts"

/** What an Astro page file receives for each of its paths. */
export interface PageRouteProps<P extends PageId = PageId> {
  readonly pageId: P
  readonly locale: Locale
}

/**
 * The paths an Astro page file builds, from the page table: every language of
 * the pages it draws. `param` is the name of the file's rest parameter
 * (`[...home].astro` → "home"); the home page's Spanish path is its root.
 */
export function staticPaths<P extends PageId>(
  param: string,
  ...pageIds: readonly P[]
) {
  return pageRoutes
    .filter((route): route is typeof route & { pageId: P } =>
      (pageIds as readonly PageId[]).includes(route.pageId),
    )
    .map((route) => ({
      params: { [param]: route.path === "/" ? undefined : route.path.slice(1) },
      props: {
        pageId: route.pageId,
        locale: route.locale,
      } satisfies PageRouteProps<P>,
    }))
}

/**
 * The frame of one page as it is rendered: its language, shared strings and
 * a fresh set of the icon symbols it has written, the icon sprite's address.
 */
export function frameData(pageId: PageId, locale: Locale): FrameData {
  return {
    locale,
    pageId,
    common: commonContent[locale],
    buildYear: new Date().getFullYear(),
    iconSymbols: new Set(),
    iconSprite: iconSprite.href,
  }
}

/** A page's content in its language, its frame and its head tags. */
export function pageData<C extends { readonly meta: PageMeta }>(
  { pageId, locale }: PageRouteProps,
  byLocale: Partial<Record<Locale, C>>,
): { frame: FrameData; content: C; head: PageHead } {
  const content = byLocale[locale]
  if (!content) throw new Error(`No ${locale} content for page ${pageId}`)
  return {
    frame: frameData(pageId, locale),
    content,
    head: pageHead(pageId, locale, content.meta),
  }
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
