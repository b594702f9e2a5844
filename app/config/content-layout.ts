import type { contentSchemas } from "#app/schemas/collections.ts"
import { locales, type Locale } from "./locales.ts"
import type { PageConfig } from "./page-config.ts"
import { pages, type PageId } from "./pages.ts"

/** A content collection, by its name in app/schemas/collections.ts. */
export type ContentCollection = keyof typeof contentSchemas

/**
 * Where the words of the collections that are not a page's live under
 * app/content/, as a path with `{locale}` (and `{slug}` for collections of
 * many entries: news posts, guides, legal texts).
 */
const sharedLayout = {
  ui: "ui/{locale}.yaml",
  forms: "forms/{locale}.json",
  newsPosts: "news/{locale}/{slug}.md",
  tutorials: "tutorials/{locale}/{slug}.md",
  legal: "legal/{locale}/{slug}.md",
} as const satisfies Partial<Record<ContentCollection, string>>

/**
 * A page's words are one file per language named after its Spanish path:
 * `/office-365` is pages/{locale}/office-365.yaml, and the page at the root,
 * by its id, pages/{locale}/home.yaml.
 */
function pageLayout(pageId: PageId) {
  const page = pages[pageId] as PageConfig | undefined
  if (!page)
    throw new Error(
      `The collection "${pageId}" is neither a page of the page table (app/config/pages.ts) nor a shared collection (app/config/content-layout.ts)`,
    )
  const path = page.paths.es
  const name = !path || path === "/" ? pageId : path.slice(1)
  return `pages/{locale}/${name}.yaml`
}

/**
 * Where a collection's words live: the path of a shared collection, or the
 * page's file. The collections (app/content.config.ts), the editor
 * (keystatic.config.ts) and `npm run translations` all read it here.
 */
export const contentLayoutOf = (collection: ContentCollection): string =>
  collection in sharedLayout
    ? sharedLayout[collection as keyof typeof sharedLayout]
    : pageLayout(collection as PageId)

/**
 * Every place words may live: the frame's and the forms' words, each page of
 * the page table in its order (the pages whose words are not their own, the
 * legal texts and the form's answer, have no file there), then the
 * collections of many entries.
 */
export const contentPlaces = [
  ...(Object.keys(sharedLayout) as (keyof typeof sharedLayout)[]).filter(
    (name) => !sharedLayout[name].includes("{slug}"),
  ),
  ...(Object.keys(pages) as PageId[]).filter(
    (pageId) => !(pageId in sharedLayout),
  ),
  ...(Object.keys(sharedLayout) as (keyof typeof sharedLayout)[]).filter(
    (name) => sharedLayout[name].includes("{slug}"),
  ),
] as readonly string[] as readonly ContentCollection[]

/** The folder every content path is relative to, from the project's root. */
export const contentRoot = "app/content"

/** Whether a collection holds many entries per language (`{slug}`) or one. */
export const hasEntries = (collection: ContentCollection) =>
  contentLayoutOf(collection).includes("{slug}")

/** The glob pattern of a collection's files, relative to contentRoot. */
export const contentGlob = (collection: ContentCollection) =>
  contentLayoutOf(collection).replace("{locale}", "*").replace("{slug}", "*")

/**
 * An entry's id from its file, relative to contentRoot: its language for a
 * collection of one file per language (`es`), else language and slug
 * (`es/nueva-web`).
 */
export function contentId(collection: ContentCollection, file: string) {
  const pattern = new RegExp(
    `^${contentLayoutOf(collection)
      .replace(/[.]/g, "\\.")
      .replace("{locale}", `(?<locale>${locales.join("|")})`)
      .replace("{slug}", "(?<slug>[^/]+)")}$`,
  )
  const match = pattern.exec(file)?.groups
  if (!match) return undefined
  return match.slug ? `${match.locale}/${match.slug}` : match.locale
}

/** The file of an entry, relative to contentRoot. */
export const contentFile = (
  collection: ContentCollection,
  locale: Locale,
  slug = "",
) =>
  contentLayoutOf(collection)
    .replace("{locale}", locale)
    .replace("{slug}", slug)
