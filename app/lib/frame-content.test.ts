import { describe, expect, it } from "vitest"
import { anchorId } from "#app/config/anchors.ts"
import { locales } from "#app/config/locales.ts"
import { linkLocale } from "#app/lib/i18n.ts"
import { entry } from "../../tests/support/content.ts"
import { frameContent } from "./frame-content.ts"

describe.each(locales)("footer links (%s)", (locale) => {
  const { quickLinks, legal } = frameContent(
    locale,
    entry("ui", locale),
    entry("forms", locale).linkLanguages,
  ).footer

  it("gives every link of a column its own destination", () => {
    for (const column of [quickLinks, legal]) {
      const targets = column.links.map((link) => JSON.stringify(link.to))
      expect(new Set(targets).size).toBe(targets.length)
    }
  })

  it("lists News in the legal column too, leading to the news page", () => {
    const news = quickLinks.links.find(
      (link) => "page" in link.to && link.to.page === "news" && !link.to.hash,
    )
    expect(legal.links.at(-1)).toEqual(news)
  })

  it("leads 'Blog' to the list of posts of the news page", () => {
    const blog = quickLinks.links.find((link) => link.label === "Blog")
    // A language without a news page links to the one its links fall back to.
    const newsLocale = linkLocale("news", locale)
    expect(blog?.to).toEqual({
      page: "news",
      hash: anchorId("news", "posts", newsLocale),
    })
  })
})
