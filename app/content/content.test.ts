import { describe, expect, it } from "vitest"
import { pageContent } from "#app/content.config.ts"
import { pageRoutes } from "#app/config/pages.ts"
import { pageEntries } from "../../tests/support/content.ts"

/**
 * Every page × language has its words, and they follow the page's schema
 * (which holds the numbers the specification promises: four tiles, eight
 * modules, ten agents…). The words themselves are read by copy.test.ts.
 */
const routesWithEntries = pageRoutes.filter(
  (route): route is typeof route & { pageId: keyof typeof pageContent } =>
    route.pageId in pageContent,
)

describe.each(routesWithEntries)("words of $path", ({ pageId, locale }) => {
  it("exist, with a title and a description for search engines", () => {
    const entry = pageEntries(pageId)[locale]
    expect(entry?.meta.title).toEqual(expect.any(String))
    expect(entry?.meta.description).toEqual(expect.any(String))
  })
})

it("has no words for a page or a language the site does not build", () => {
  for (const pageId of Object.keys(pageContent) as (keyof typeof pageContent)[])
    expect(Object.keys(pageEntries(pageId)).sort()).toEqual(
      routesWithEntries
        .filter((route) => route.pageId === pageId)
        .map((route) => route.locale)
        .sort(),
    )
})
