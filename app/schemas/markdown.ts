import { pageMeta, text } from "./blocks.ts"

/**
 * What every Markdown text (a news post, a guide, a legal text) shares: the
 * limits of its headline and of what search engines show of it, which the
 * build (scripts/build/content-check.ts) and the editor both apply, and the
 * names of the two parts the front matter does not hold.
 */

/** A headline beyond this wraps into a giant heading and overflows the share image. */
export const TITLE_MAX = 90

/** What a search engine shows of a meta description before cutting it. */
export const DESCRIPTION_MAX = 160

/** A post's or a guide's headline. */
export const headline = text.max(TITLE_MAX)

/** Text that is also the page's meta description. */
export const metaDescription = text.max(DESCRIPTION_MAX)

/** The head tags of a Markdown page, with the limits above. */
export const markdownMeta = pageMeta
  .extend({
    title: headline.meta(pageMeta.shape.title.meta() ?? {}),
    description: metaDescription.meta(pageMeta.shape.description.meta() ?? {}),
  })
  .meta({
    title: "Buscadores y redes",
    description:
      "El título y la descripción que muestran Google y las redes al enlazar la página.",
  })

/** The text after the front matter, as the editor and the build's messages name it. */
export const markdownBody = {
  title: "Texto",
  description:
    "El cuerpo, con el formato de la barra: encabezados 2 y 3, listas, enlaces, citas e imágenes con su descripción.",
} as const

/** The file's name, which is also the end of the page's address. */
export const markdownFileName = {
  title: "Nombre del archivo",
  description:
    "El final de la dirección de la página. La traducción lleva el mismo nombre que el original en español.",
} as const
