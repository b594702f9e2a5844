import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { Window } from "happy-dom"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { publicationDay } from "#app/lib/publication.ts"
import { copyProject, removeCopy, runInCopy } from "../support/project-copy.ts"

/**
 * Adding a tutorial or a news post is adding one Markdown file: a copy of
 * the project with one more file in app/content/tutorials/es/ and one in
 * app/content/news/es/, and nothing else changed, builds (once, for both)
 * the tutorial's page, its card and quick answer in the help centre, its
 * place in the pager, and the post's page, its place on the news page and in
 * the feed; both are in the sitemap.
 */
let copy = ""

const guide = `---
title: Presupuestos que el cliente acepta
shortTitle: Presupuestos
lead: Prepara un presupuesto, envíalo y conviértelo en albarán cuando el cliente lo acepte.
meta:
  title: 'Tutorial: presupuestos'
  description: Crea presupuestos, envíalos al cliente y conviértelos en albarán.
order: 6
card:
  summary: Crea un presupuesto, envíalo en PDF y conviértelo en albarán.
  keywords:
    - oferta
  icon: fileText
quickAnswer:
  question: ¿Cómo paso un presupuesto aceptado a albarán?
  answer: Abre el presupuesto y pulsa «Convertir en albarán».
  step: 4
  order: 6
steps:
  title: Del presupuesto al albarán en cuatro pasos
  before:
    text: El cliente debe tener su ficha creada.
    link:
      label: Cómo dar de alta clientes
      tutorial: clientes
  items:
    - title: Crea el presupuesto
      description: En Presupuestos pulsa «Nuevo presupuesto» y elige el cliente.
      icon: filePlus
    - title: Añade las líneas
      description: Cada línea lleva un producto, las unidades y el precio.
      icon: listPlus
    - title: Envíalo
      description: Pulsa «Descargar PDF» y envíaselo al cliente.
      icon: fileDown
    - title: Conviértelo en albarán
      description: Cuando el cliente lo acepte, pulsa «Convertir en albarán».
      icon: fileCheck
---

Un presupuesto claro evita malentendidos: el cliente sabe qué pagará antes de que empieces.
`

// Published today (Madrid's day): the newest post.
const today = publicationDay()
// A draft dated today, and a post dated tomorrow: neither is out yet.
const tomorrow = publicationDay(new Date(Date.now() + 24 * 3600 * 1000))
const unpublished = {
  borrador: `---
title: Un borrador que nadie debe ver
date: ${today}
draft: true
topic: Borrador
summary: Este texto aún no está listo.
---
Aún no.
`,
  "a-partir-de-manana": `---
title: Una noticia que sale mañana
date: ${tomorrow}
topic: Mañana
summary: Esta noticia se publica mañana.
---
Mañana.
`,
}
const post = `---
title: Copias de seguridad con restauración probada
date: ${today}
topic: Copias de seguridad
summary: >-
  Ahora comprobamos cada mes que tus copias se pueden restaurar, y te
  mandamos el informe.
---
Una copia que no se puede restaurar no sirve de nada. Por eso, cada mes,
restauramos una copia de tus datos en un servidor aparte y te enviamos el
resultado.
`

const page = (html: string) => {
  const window = new Window()
  window.document.write(html)
  return window.document
}
const built = (file: string) =>
  readFileSync(path.join(copy, "build/client", file), "utf8")

beforeAll(() => {
  copy = copyProject("add-content")
  writeFileSync(
    path.join(copy, "app/content/tutorials/es/presupuestos.md"),
    guide,
  )
  writeFileSync(path.join(copy, "app/content/news/es/copias.md"), post)
  for (const [slug, text] of Object.entries(unpublished))
    writeFileSync(path.join(copy, `app/content/news/es/${slug}.md`), text)
  runInCopy(copy, "npm", ["run", "build"])
}, 120_000)

afterAll(() => {
  if (copy) removeCopy(copy)
})

describe("a tutorial added as one Markdown file", () => {
  it("has its page, with its steps, breadcrumbs and a drawing of the app", () => {
    const doc = page(built("presupuestos/index.html"))
    expect(doc.querySelector("h1")?.textContent).toBe(
      "Presupuestos que el cliente acepta",
    )
    expect(
      doc.querySelectorAll("ol[data-testid=tutorial-steps] > li"),
    ).toHaveLength(4)
    expect(doc.querySelector('a[href="/clientes"]')?.textContent).toContain(
      "Cómo dar de alta clientes",
    )
    expect(doc.querySelector("main [aria-hidden=true] svg")).not.toBeNull()
    const crumbs = built("presupuestos/index.html")
    expect(crumbs).toContain('"name":"Tutorial: presupuestos"')
  })

  it("has its card and its quick answer in the help centre, and follows the last guide", () => {
    const help = page(built("ayuda/index.html"))
    const cards = [...help.querySelectorAll("[data-testid=guide-card]")]
    expect(cards).toHaveLength(6)
    expect(cards.at(-1)?.querySelector("a")?.getAttribute("href")).toBe(
      "/presupuestos",
    )
    expect(cards.at(-1)?.textContent).toContain("4 pasos")
    const answers = [...help.querySelectorAll("[data-testid=quick-help] a")]
    expect(answers.at(-1)?.getAttribute("href")).toBe("/presupuestos#paso-4")
    const reports = page(built("informes/index.html"))
    expect(
      reports
        .querySelector("[data-testid=tutorial-next]")
        ?.getAttribute("href"),
    ).toBe("/presupuestos")
    // Written in Spanish only: the English help centre does not list it.
    expect(built("en/ayuda/index.html")).not.toContain("presupuestos")
  })

  it("is in the sitemap, with its social image", () => {
    expect(built("sitemap.xml")).toContain(
      "<loc>https://www.trabem.es/presupuestos</loc>",
    )
    expect(
      existsSync(
        path.join(copy, "build/client/og/tutorial-presupuestos.es.png"),
      ),
    ).toBe(true)
  })
})

describe("a news post added as one Markdown file", () => {
  it("has its page, with its date and its body", () => {
    const doc = page(built("novedades/copias/index.html"))
    expect(doc.querySelector("h1")?.textContent).toBe(
      "Copias de seguridad con restauración probada",
    )
    expect(doc.querySelector("main time")?.getAttribute("datetime")).toBe(today)
    expect(doc.querySelector("main")?.textContent).toContain(
      "restauramos una copia de tus datos",
    )
  })

  it("comes first on the news page and in the feed, and is in the sitemap", () => {
    const news = page(built("novedades/index.html"))
    const titles = [
      ...news.querySelectorAll("#publicaciones h2 a, #publicaciones h3 a"),
    ]
    expect(titles[0]?.getAttribute("href")).toBe("/novedades/copias")
    expect(titles).toHaveLength(4)
    const feed = built("novedades/rss.xml")
    const first = /<item>[\s\S]*?<\/item>/.exec(feed)?.[0] ?? ""
    expect(first).toContain(
      "<link>https://www.trabem.es/novedades/copias</link>",
    )
    expect(built("sitemap.xml")).toContain(
      "<loc>https://www.trabem.es/novedades/copias</loc>",
    )
    // Written in Spanish only: the English news does not list it.
    expect(built("en/novedades/index.html")).not.toContain("copias")
  })
})

describe("a draft, and a post dated tomorrow", () => {
  it("are in no output: no page, not on the news page, the feed, the sitemap or the newsletter", () => {
    const outputs = [
      "novedades/index.html",
      "novedades/rss.xml",
      "sitemap.xml",
      "mailchimp/index.html",
      "newsletter/trabem-es.html",
    ].map(built)
    for (const slug of Object.keys(unpublished)) {
      expect(
        existsSync(path.join(copy, "build/client/novedades", slug)),
        slug,
      ).toBe(false)
      expect(
        existsSync(path.join(copy, `build/client/og/news/${slug}.es.png`)),
      ).toBe(false)
      for (const output of outputs) expect(output).not.toContain(slug)
    }
    // Today's post is in every one of them.
    for (const output of outputs) expect(output).toContain("copias")
  })
})
