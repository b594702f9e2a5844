import { describe, expect, it } from "vitest"
import { entry, markdownEntries } from "../../tests/support/content.ts"
import {
  describeCount,
  guideText,
  matchesWords,
  normalizeText,
  queryWords,
  searchGuides,
} from "./search-guides.ts"

/** The help centre's guides in one language, as the search reads them. */
const guidesIn = (locale: "es" | "en") =>
  markdownEntries("tutorials")
    .filter((t) => t.locale === locale)
    .map(({ slug, data }) => ({ slug, title: data.shortTitle, ...data.card }))

const guides = [
  { title: "Albaranes", summary: "Valida e imprime", keywords: ["entrega"] },
  { title: "Facturas", summary: "Desde un albarán", keywords: ["cobro"] },
  { title: "Informes", summary: "Exporta a PDF o Excel", keywords: [] },
]

describe("normalizeText", () => {
  it("drops accents and case and collapses spaces", () => {
    expect(normalizeText("  ALBARÁN   Pequeño ")).toBe("albaran pequeno")
  })
})

describe("queryWords", () => {
  it("has no words for a blank query", () => {
    expect(queryWords("   ")).toEqual([])
  })
})

describe("searchGuides", () => {
  it("keeps every guide, in order, for an empty query", () => {
    expect(searchGuides(guides, "").map((g) => g.title)).toEqual([
      "Albaranes",
      "Facturas",
      "Informes",
    ])
  })

  it("matches without accents and regardless of case", () => {
    expect(searchGuides(guides, "ALBARAN").map((g) => g.title)).toEqual([
      "Albaranes",
      "Facturas",
    ])
    expect(searchGuides(guides, "álbaranés").map((g) => g.title)).toEqual([
      "Albaranes",
    ])
  })

  it("looks in summaries and keywords", () => {
    expect(searchGuides(guides, "excel").map((g) => g.title)).toEqual([
      "Informes",
    ])
    expect(searchGuides(guides, "Cobro").map((g) => g.title)).toEqual([
      "Facturas",
    ])
  })

  it("needs every word of the query, in any order", () => {
    expect(searchGuides(guides, "pdf informes").map((g) => g.title)).toEqual([
      "Informes",
    ])
    expect(searchGuides(guides, "pdf entrega")).toEqual([])
  })

  it("finds nothing for nonsense", () => {
    expect(searchGuides(guides, "zzqx")).toEqual([])
  })

  it("finds only the invoices guide for 'factura' in the help centre", () => {
    expect(searchGuides(guidesIn("es"), "factura").map((g) => g.slug)).toEqual([
      "facturas",
    ])
  })

  it("finds the English guides by their English words, and by the app's Spanish labels", () => {
    const pagesFor = (query: string) =>
      searchGuides(guidesIn("en"), query)
        .map((g) => g.slug)
        .sort()
    expect(pagesFor("delivery note")).toEqual(["albaranes", "facturas"])
    expect(pagesFor("VAT")).toEqual(["facturas"])
    expect(pagesFor("Excel")).toEqual(["informes"])
    expect(pagesFor("carrier")).toEqual(["transportistas"])
    expect(pagesFor("albaranes")).toEqual(["albaranes"])
  })
})

describe("matchesWords", () => {
  const text = guideText(guides[2]!)

  it("matches a guide's text when it holds every word, in any order", () => {
    expect(matchesWords(text, queryWords("EXCEL informes"))).toBe(true)
    expect(matchesWords(text, queryWords("excel albaran"))).toBe(false)
  })

  it("matches every guide when there are no words", () => {
    expect(matchesWords(text, [])).toBe(true)
  })
})

describe("describeCount", () => {
  const words = entry("help", "es").guides.search

  it("words none, one and many matches as the help centre writes them", () => {
    expect(describeCount(words, 0, "  xyzzy plugh ")).toBe(
      "Ninguna guía coincide con «xyzzy plugh»",
    )
    expect(describeCount(words, 1, "factura")).toBe("1 guía")
    expect(describeCount(words, 5, "")).toBe("5 guías")
  })

  it("keeps the query as typed, even with replacement patterns in it", () => {
    expect(describeCount(words, 0, "$& $1")).toBe(
      "Ninguna guía coincide con «$& $1»",
    )
  })
})
