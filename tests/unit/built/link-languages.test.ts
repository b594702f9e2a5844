import { describe, expect, it } from "vitest"
import type { Locale } from "../../../app/config/locales.ts"
import { fill } from "../../../app/lib/i18n.ts"
import {
  builtPage,
  one,
  plain,
  skipWithoutBuild,
  texts,
} from "../../support/built-html.ts"
import { entry } from "../../support/content.ts"

/**
 * Links to pages in another language, as the built frame says it: once per
 * group (a footer column, a dropdown, a list of the phone menu) in a note
 * where all the group's links lead to pages in one other language, else after
 * each such link; `hreflang` and the link's name say it in every case.
 */
const pagesWithOtherLanguages = [
  ["/fr/automocion", "fr"],
  ["/en", "en"],
  // What /en/automocion answers: the English not-found page, in the shared frame.
  ["/en/404", "en"],
] as const

/** The groups of links read together, each with its note when it has one. */
function groupsOf(page: Document) {
  const lists = [
    ...page.querySelectorAll(
      "footer nav, #nav-industries, #nav-products, #mobile-menu ul",
    ),
  ]
  return lists.map((group) => {
    const before = group.previousElementSibling
    const notes = [
      ...group.querySelectorAll("[data-language-note]"),
      ...(before?.matches("[data-language-note]") ? [before] : []),
    ]
    const links = [...group.querySelectorAll('a[href^="/"]')]
    return { name: group.getAttribute("aria-label") ?? group.id, notes, links }
  })
}

const visibleMarks = (scope: Element) =>
  [...scope.querySelectorAll("[data-link-language]")].filter(
    (mark) => !mark.classList.contains("sr-only"),
  )

describe.skipIf(skipWithoutBuild)("links to pages in another language", () => {
  it.each(pagesWithOtherLanguages)(
    "%s says the language once per group whose links all lead to it, else after each link, with a space before it",
    (pagePath, locale: Locale) => {
      const words = entry("forms", locale).linkLanguages
      const note = entry("ui", locale).language.groupNote
      for (const group of groupsOf(builtPage(pagePath))) {
        const reached = group.links.map((a) => a.getAttribute("hreflang"))
        const [first] = reached
        const isNoted =
          reached.length > 1 &&
          first !== null &&
          reached.every((l) => l === first)
        if (isNoted) {
          expect(group.notes.map(plain), group.name).toEqual([
            fill(note, { language: words[first as Locale] }),
          ])
          for (const link of group.links)
            expect(visibleMarks(link), plain(link)).toEqual([])
        } else {
          expect(group.notes, group.name).toEqual([])
          for (const link of group.links.filter((a) =>
            a.hasAttribute("hreflang"),
          ))
            for (const mark of visibleMarks(link))
              expect(mark.previousSibling?.textContent, plain(link)).toMatch(
                /\s$/,
              )
        }
        // Every link to another language keeps it in its name.
        for (const link of group.links) {
          const hrefLang = link.getAttribute("hreflang") as Locale | null
          if (hrefLang)
            expect(plain(link), group.name).toMatch(`(${words[hrefLang]})`)
        }
      }
    },
  )

  it("gives the French dealership page's footer three notes and two marks, not one mark per link", () => {
    const footer = one(builtPage("/fr/automocion"), "footer")
    expect(texts(footer, "[data-language-note]")).toEqual([
      "Pages en anglais",
      "Pages en anglais",
      "Pages en anglais",
    ])
    expect(
      visibleMarks(footer).map((mark) => plain(mark.closest("a"))),
    ).toEqual(["Carrières (en anglais)", "Centre d'aide (en anglais)"])
    for (const link of footer.querySelectorAll('a[href^="/en"]'))
      expect(link.getAttribute("hreflang")).toBe("en")
  })

  it("says under the French product header's logo that home is in English, and in the link's name", () => {
    const header = one(
      builtPage("/fr/automocion"),
      "[data-testid=product-header]",
    )
    const home = one(header, 'a[href="/en"]')
    expect(home.getAttribute("hreflang")).toBe("en")
    expect(home.getAttribute("aria-label")).toBe(
      "TRABEM, Pages en anglais, L'IA pour les concessionnaires, Accueil",
    )
    expect(visibleMarks(header)).toEqual([])
    expect(texts(home, "[data-language-note]")).toEqual(["Pages en anglais"])
  })
})
