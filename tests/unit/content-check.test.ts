import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  checkContent,
  missingPageFiles,
  problemLine,
} from "../../scripts/build/content-check.ts"

/**
 * What the build refuses before Astro reads the Markdown content: each
 * refusal is one line naming the file from the project's root, the field as
 * the editor labels it and the fix, in Spanish for a Spanish file and in
 * English for an English one. Checked on a folder holding only the files
 * each case writes.
 */
let root = ""
const project = path.resolve(import.meta.dirname, "../..")

function write(file: string, text: string) {
  const target = path.join(root, file)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, text)
}

const post = (front: string, body = "Un texto corto.\n") =>
  `---\n${front.trim()}\n---\n${body}`

const good = `
title: Copias de seguridad con restauración probada
date: 2026-11-20
topic: Copias de seguridad
summary: Comprobamos cada mes que tus copias se pueden restaurar.
`
const goodEn = `
title: Backups whose restore is tested
date: 2026-11-20
topic: Backups
summary: Every month we check that your backups can be restored.
`

const lines = () => checkContent(root).map(problemLine)

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-check-"))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("the content check", () => {
  it("names the file a page of the page table lacks, in the file's language", () => {
    cpSync(
      path.join(project, "app/content/pages"),
      path.join(root, "app/content/pages"),
      { recursive: true },
    )
    expect(missingPageFiles(root)).toEqual([])
    rmSync(path.join(root, "app/content/pages/en/office-365.yaml"))
    rmSync(path.join(root, "app/content/pages/es/canteras.yaml"))
    expect(missingPageFiles(root).map(problemLine)).toEqual([
      "app/content/pages/es/canteras.yaml: nombre del archivo: falta: la tabla de páginas publica /canteras y este archivo lleva sus textos; créalo (copia el de otro idioma y tradúcelo)",
      "app/content/pages/en/office-365.yaml: file name: missing: the page table publishes /en/office-365 and this file holds its words; create it (copy another language's file and translate it)",
    ])
  })

  it("lets a correct post and its twin through", () => {
    write("app/content/news/es/copias.md", post(good))
    write("app/content/news/en/copias.md", post(goodEn))
    expect(lines()).toEqual([])
  })

  it("refuses raw HTML in a text and in a summary, in the file's language", () => {
    write(
      "app/content/news/es/copias.md",
      post(
        good.replace("restaurar.", "<b>restaurar</b>."),
        'Mira:\n\n<iframe src="https://example.com"></iframe>\n\nY `<code>` vale.\n',
      ),
    )
    write(
      "app/content/news/en/copias.md",
      post(goodEn, "Look:\n\n<div>boxed</div>\n"),
    )
    expect(lines()).toEqual([
      "app/content/news/en/copias.md: text: holds HTML (<div>), which the site does not publish: write it with the editor's toolbar or delete it",
      "app/content/news/es/copias.md: resumen: lleva HTML (<b>), que la web no publica: escríbelo con la barra del editor o bórralo",
      'app/content/news/es/copias.md: texto: lleva HTML (<iframe src="https://example.com">), que la web no publica: escríbelo con la barra del editor o bórralo',
    ])
  })

  it("refuses Markdoc tags, the editor's tables first, and a heading 1", () => {
    write(
      "app/content/news/es/copias.md",
      post(
        good,
        "# Otro título\n\n{% table %}\n- Plan\n- Precio\n{% /table %}\n\n{% aside %}\nNota\n{% /aside %}\n",
      ),
    )
    expect(lines()).toEqual([
      "app/content/news/es/copias.md: texto: lleva una tabla del editor ({% table %}), que la web no publica: escríbela como lista",
      "app/content/news/es/copias.md: texto: lleva la etiqueta {% aside %}, que la web no publica: bórrala",
      "app/content/news/es/copias.md: texto: lleva un encabezado 1 («# …»): el título de la página ya lo es; usa encabezado 2 («## …»)",
    ])
  })

  it("refuses a title over 90 characters, an emoji in it, and a summary longer than a meta description", () => {
    const title = "Nuevo ".repeat(20).trim()
    write(
      "app/content/news/es/copias.md",
      post(
        good
          .replace(/^title: .*$/m, `title: ${title} 🎉`)
          .replace(/^summary: .*$/m, `summary: ${"Texto largo. ".repeat(15)}`),
      ),
    )
    expect(lines()).toEqual([
      `app/content/news/es/copias.md: título: tiene ${title.length + 3} caracteres y caben 90: acórtalo`,
      "app/content/news/es/copias.md: resumen: tiene 194 caracteres y caben 160: acórtalo",
      "app/content/news/es/copias.md: título: lleva un emoji, que la imagen para compartir no puede dibujar: quítalo",
    ])
  })

  it("refuses a missing image, an image without a description, and a missing field", () => {
    write(
      "app/content/news/es/copias.md",
      post(
        `${good.replace(/^topic: .*$/m, "")}\nimage: ./copias/image.png\n`,
        "![](./copias/poster.png)\n",
      ),
    )
    write("app/content/news/es/copias/poster.png", "png")
    expect(lines()).toEqual([
      "app/content/news/es/copias.md: tema: falta: escríbelo",
      "app/content/news/es/copias.md: imagen: la imagen ./copias/image.png no está junto al archivo: súbela otra vez desde el editor",
      "app/content/news/es/copias.md: descripción de la imagen: falta: escribe qué muestra la imagen, o marca que solo adorna",
      "app/content/news/es/copias.md: texto: la imagen ./copias/poster.png no tiene descripción: escribe qué muestra",
    ])
  })

  it("lets an image that only adorns go without a description", () => {
    write(
      "app/content/news/es/copias.md",
      post(`${good}\nimage: ./copias/image.png\nimageDecorative: true\n`),
    )
    write("app/content/news/es/copias/image.png", "png")
    expect(lines()).toEqual([])
  })

  it("refuses two posts of one language with the same title, and an English post with no Spanish twin", () => {
    write("app/content/news/es/copias.md", post(good))
    write("app/content/news/es/copias-2.md", post(good))
    write("app/content/news/en/backups.md", post(goodEn))
    expect(lines()).toEqual([
      "app/content/news/en/backups.md: file name: this translation in app/content/news/en/ has no Spanish twin in app/content/news/es/: give it the file name of the Spanish file it translates",
      "app/content/news/es/copias.md: título: es también el título de app/content/news/es/copias-2.md: cambia uno de los dos",
    ])
  })

  it("refuses the house terms, in a text and in a field, in each language", () => {
    write(
      "app/content/news/es/copias.md",
      post(good, "Te avisamos por e-mail. Escríbenos a {email}.\n"),
    )
    write(
      "app/content/news/en/copias.md",
      post(goodEn.replace("Backups", "E-mail backups")),
    )
    expect(lines()).toEqual([
      "app/content/news/en/copias.md: title: says «E-mail»: write «email»",
      "app/content/news/es/copias.md: texto: dice «e-mail»: escribe «correo electrónico, o correo»",
    ])
  })

  it("counts a guide's steps as a person does, and checks legal texts too", () => {
    const guide = readFileSync(
      path.join(project, "app/content/tutorials/es/clientes.md"),
      "utf8",
    )
    const stepTitle = /^ {4}- title: .*$/gm
    let seen = 0
    write(
      "app/content/tutorials/es/clientes.md",
      guide.replace(stepTitle, (line) =>
        ++seen === 3 ? "    - title: ''" : line,
      ),
    )
    write(
      "app/content/legal/en/cookies.md",
      readFileSync(
        path.join(project, "app/content/legal/en/cookies.md"),
        "utf8",
      ).replace(/\n## /, "\n<br>\n\n## "),
    )
    write(
      "app/content/legal/es/cookies.md",
      readFileSync(
        path.join(project, "app/content/legal/es/cookies.md"),
        "utf8",
      ),
    )
    expect(lines()).toEqual([
      "app/content/tutorials/es/clientes.md: pasos › paso n.º 3 › título del paso: está vacío: escríbelo",
      "app/content/legal/en/cookies.md: text: holds HTML (<br>), which the site does not publish: write it with the editor's toolbar or delete it",
    ])
  })
})
