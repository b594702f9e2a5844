import { describe, expect, it } from "vitest"
import { pageRoutes, type PageId } from "#app/config/pages.ts"
import { contentSchemas } from "#app/schemas/collections.ts"
import { entries } from "../../tests/support/content.ts"

/**
 * Every page × language has its words, and they follow the page's schema
 * (which holds the numbers the specification promises: four tiles, eight
 * modules, ten agents…). The words themselves are read by copy.test.ts.
 */
type PageCollection = Extract<keyof typeof contentSchemas, PageId>
const hasCollection = (pageId: PageId): pageId is PageCollection =>
  pageId in contentSchemas
const routesWithEntries = pageRoutes.flatMap(({ pageId, locale, path }) =>
  hasCollection(pageId) ? [{ pageId, locale, path }] : [],
)

describe.each(routesWithEntries)("words of $path", ({ pageId, locale }) => {
  it("exist, with a title and a description for search engines", () => {
    const entry = entries(pageId)[locale]
    expect(entry?.meta.title).toEqual(expect.any(String))
    expect(entry?.meta.description).toEqual(expect.any(String))
  })
})

it("has no words for a page or a language the site does not build", () => {
  for (const pageId of new Set(routesWithEntries.map((r) => r.pageId)))
    expect(Object.keys(entries(pageId)).sort()).toEqual(
      routesWithEntries
        .filter((route) => route.pageId === pageId)
        .map((route) => route.locale)
        .sort(),
    )
})
