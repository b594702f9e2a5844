import { describe, expect, it } from "vitest"
import {
  builtPage,
  one,
  origin,
  plain,
  shareParams,
  skipWithoutBuild,
} from "../../support/built-html.ts"

/**
 * The share card's text, as each network's window receives it: the
 * specification's template with the page's name, in its language's grammar
 * (the French one with its article), then the page's description: one colon,
 * no "|" of the document's title.
 */
const opening = [
  ["/", "Descubre TRABEM: "],
  ["/en", "Check out TRABEM: "],
  ["/trabemflex-clinica", "Descubre los agentes virtuales para clínicas: "],
  ["/en/trabemflex-clinica", "Check out virtual agents for clinics: "],
  ["/automocion", "Descubre los agentes de IA para concesionarios: "],
  ["/fr/automocion", "Découvrez les agents d'IA pour concessionnaires : "],
  [
    "/novedades/nueva-web",
    "Descubre la noticia «Estrenamos web, pensada para ti»: ",
  ],
  [
    "/en/novedades/nueva-web",
    "Check out our news “Our new website, built around you”: ",
  ],
] as const

describe.skipIf(skipWithoutBuild)("the share card's text", () => {
  it.each(opening)("%s opens with the page's name", (path, words) => {
    const page = builtPage(path)
    const description =
      page.querySelector('meta[name="description"]')?.getAttribute("content") ??
      ""
    const whatsapp = one(page, '#share [data-network="whatsapp"]')
    expect(plain(shareParams(whatsapp.getAttribute("href")).get("text"))).toBe(
      plain(`${words}${description} ${origin}${path}`),
    )
  })
})
