import type { Locale } from "./locales.ts"
import type { AnchorId, PageConfig } from "./page-config.ts"
import { pageIds, pages, type PageId } from "./pages.ts"

/** The anchors of each page that has some, by name: its `anchors` in the page table. */
type Anchors = {
  readonly [
    P in PageId as (typeof pages)[P] extends { anchors: object } ? P : never
  ]: (typeof pages)[P] extends { anchors: infer A } ? A : never
}

/**
 * The anchors of each page, by name, from the page table (`anchors`, see
 * page-config.ts): page files give each section its id from here, and links
 * to a section name it.
 */
export const anchors = Object.fromEntries(
  pageIds.flatMap((pageId) => {
    const page: PageConfig = pages[pageId]
    return page.anchors ? [[pageId, page.anchors]] : []
  }),
) as unknown as Anchors

/**
 * The news posts whose card on the news page keeps an id older links use, by
 * the post's file name; any other post's card has its file name as its id.
 */
export const newsPostAnchors: Readonly<
  Record<string, keyof (typeof anchors)["news"]>
> = {
  "nueva-web": "website",
  "asistente-virtual": "assistant",
  "licencias-office-365": "officeLicences",
}

type AnchoredPage = keyof Anchors
type ValueOf<T> = T[keyof T]
type IdsOf<T> = T extends string ? T : ValueOf<T>

/** The id of a tutorial's step by its number (1 is the first). */
export const tutorialStepId = (number: number) => `paso-${number}` as const

/** The ids a page's links may point at (tutorial steps are `paso-N`). */
export type AnchorOf<P extends PageId> = P extends AnchoredPage
  ? | IdsOf<ValueOf<Anchors[P]>>
    | (P extends "tutorial" ? `paso-${number}` : never)
  : never

/** Any id of any page: the target of a link within the current page. */
export type AnyAnchor = AnchorOf<PageId>

/** The id of a page's lead form in a language, where the page has one (`form`). */
export function formAnchorId(
  pageId: PageId,
  locale: Locale,
): AnyAnchor | undefined {
  const page: PageConfig = pages[pageId]
  if (!page.form) return undefined
  if (!page.anchors?.[page.form])
    throw new Error(
      `The page "${pageId}" has its form at "${page.form}", which is none of its anchors (app/config/pages.ts)`,
    )
  return anchorId(
    pageId as AnchoredPage,
    page.form as never,
    locale,
  ) as AnyAnchor
}

/** The id of a page's anchor in a language. */
export function anchorId<P extends AnchoredPage>(
  page: P,
  name: keyof Anchors[P],
  locale: Locale = "es",
): string {
  const id = anchors[page][name] as AnchorId
  return typeof id === "string" ? id : (id[locale] ?? id.es ?? "")
}
