/**
 * What a page file of app/pages/ builds from: the paths it renders
 * (`getStaticPaths`), each path's frame, content and head tags, and its
 * blocks by name.
 */
import {
  getEntry,
  type CollectionEntry,
  type CollectionKey,
} from "astro:content"
import type { Locale } from "#app/config/locales.ts"
import { pageRoutes, type PageId } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import type { PageMeta } from "#app/schemas/blocks.ts"
import { frameOf } from "./frame-data.ts"
import { pageHead, type PageHead } from "./meta.ts"

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

/** An entry of a collection kept one file per language, by its locale. */
export async function entryIn<C extends CollectionKey>(
  collection: C,
  locale: Locale,
): Promise<CollectionEntry<C>["data"]> {
  const entry = (await getEntry(collection, locale)) as
    CollectionEntry<C> | undefined
  if (!entry) {
    throw new Error(
      `No ${locale} entry in the content collection "${collection}"`,
    )
  }
  return entry.data
}

/**
 * The frame of one page, its words read from the collections. `paths` are
 * those of a page made from a collection entry; a page of the page table
 * has its own.
 */
export async function frameData(
  pageId: PageId,
  locale: Locale,
  paths?: Partial<Record<Locale, string>>,
): Promise<FrameData> {
  const [ui, forms] = await Promise.all([
    entryIn("ui", locale),
    entryIn("forms", locale),
  ])
  return frameOf(pageId, locale, ui, forms.linkLanguages, paths)
}

/** The pages whose words are one entry per language of the collection named after them. */
export type PageCollection = Extract<CollectionKey, PageId>

/**
 * A page's content in its language (app/content/pages/<locale>/<page>.yaml,
 * the collection named after the page), its frame and its head tags.
 */
export async function pageData<P extends PageCollection>({
  pageId,
  locale,
}: PageRouteProps<P>) {
  const [content, frame] = await Promise.all([
    entryIn(pageId, locale),
    frameData(pageId, locale),
  ])
  const head: PageHead = pageHead(frame, content.meta)
  return { frame, content, head }
}

/** The same for a page whose words are not yet a collection: its content by language. */
export async function pageDataOf<C extends { readonly meta: PageMeta }>(
  { pageId, locale }: PageRouteProps,
  byLocale: Partial<Record<Locale, C>>,
): Promise<{ frame: FrameData; content: C; head: PageHead }> {
  const content = byLocale[locale]
  if (!content) throw new Error(`No ${locale} content for page ${pageId}`)
  const frame = await frameData(pageId, locale)
  return {
    frame,
    content,
    head: pageHead(frame, content.meta),
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
