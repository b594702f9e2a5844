import { describe, expect, it } from "vitest"
import config from "../../keystatic.config.ts"

/**
 * The Markdown collections as the editor offers them: one per language,
 * named in Spanish; each language's images in its own folder, beside its
 * files (tests/e2e/editor.spec.ts writes a post and its twin through them).
 */
const collections = config.collections ?? {}

/** An image field's own options, as Keystatic keeps them on the field. */
const optionsOf = (field: unknown) =>
  field as { label?: string; directory?: string }

describe("the editor's Markdown collections", () => {
  it("are named in Spanish with their language", () => {
    const labels = Object.values(collections).map((c) => c.label)
    for (const name of ["Noticias", "Guías", "Textos legales"])
      for (const locale of ["es", "en"])
        expect(labels).toContain(`${name} (${locale})`)
  })

  it("keep each language's images beside its files", () => {
    for (const locale of ["es", "en"]) {
      const news = collections[`newsPosts-${locale}`]
      expect(news?.path).toBe(`app/content/news/${locale}/*`)
      const image = optionsOf(news?.schema.image)
      expect(image.label).toBe("Imagen")
      expect(image.directory).toBe(`app/content/news/${locale}`)
      // The text's images go where the post's image goes.
      const body = news?.schema.body as unknown as { directories: string[] }
      expect(body.directories).toEqual([`app/content/news/${locale}`])
    }
  })

  it("name a legal text by its file alone, writing nothing more into it", () => {
    const legal = collections["legal-es"]
    expect(legal?.slugField).toBe("fileName")
    const fileName = legal?.schema.fileName as unknown as {
      parse(value: unknown, extra: { slug: string }): unknown
      serializeWithSlug(value: unknown): unknown
    }
    const value = fileName.parse(undefined, { slug: "cookies" })
    expect(fileName.serializeWithSlug(value)).toEqual({
      slug: "cookies",
      value: undefined,
    })
  })
})
