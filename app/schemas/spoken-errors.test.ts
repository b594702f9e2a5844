import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { contentSchemas } from "./collections.ts"

/** What the build says of a page file left wrong in the editor or by hand. */
const home = () =>
  parse(readFileSync("app/content/pages/es/home.yaml", "utf8")) as {
    services: { cards: { description: string }[] }
    hero: { lead?: string }
    heroTiles: { items: { icon: string }[] }
  }

const messages = (data: unknown) =>
  (contentSchemas.home.safeParse(data).error?.issues ?? []).map(
    (issue) => `${issue.path.join(".")}: ${issue.message}`,
  )

describe("a page file's refusals", () => {
  it("say where, in Spanish, counting a list's items as a person does", () => {
    const broken = home()
    broken.services.cards[2]!.description = ""
    delete broken.hero.lead
    broken.heroTiles.items[1]!.icon = "serverRack"
    expect(messages(broken)).toEqual([
      "hero.lead: «Portada», «Entradilla»: falta: escríbelo.",
      "heroTiles.items.1.icon: «Mosaicos de la portada», «Mosaicos», la 2.ª tarjeta, «Icono»: no es ninguna de las opciones: elige una en el editor.",
      "services.cards.2.description: «Servicios», «Tarjetas», la 3.ª tarjeta, «Texto»: está vacío: escribe el texto o borra el campo si no hace falta.",
    ])
  })

  it("name the fields its schema leaves untitled as the editor labels them", () => {
    const news = parse(
      readFileSync("app/content/pages/es/novedades.yaml", "utf8"),
    ) as { feed: { title?: string } }
    delete news.feed.title
    expect(
      (contentSchemas.news.safeParse(news).error?.issues ?? []).map(
        (issue) => issue.message,
      ),
    ).toEqual(["«Canal RSS», «Título del canal»: falta: escríbelo."])
  })

  it("let a right file through unchanged", () => {
    expect(messages(home())).toEqual([])
  })
})
