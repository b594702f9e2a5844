import {
  config,
  fields,
  singleton,
  type Collection,
  type ComponentSchema,
  type Singleton,
} from "@keystatic/core"
import type { z } from "astro/zod"
import {
  contentFile,
  contentRoot,
  hasEntries,
  type ContentCollection,
} from "./app/config/content-layout.ts"
import { locales, type Locale } from "./app/config/locales.ts"
import { pages, type PageId } from "./app/config/pages.ts"
import {
  fieldsFromSchema,
  jsonSchemaOf,
  schemaTitle,
} from "./app/editor/fields-from-schema.ts"
import { newsLocales } from "./app/lib/news-paths.ts"
import { contentSchemas } from "./app/schemas/collections.ts"

/**
 * The editor (Keystatic, `npm run edit`, at /keystatic on the development
 * server only): the news posts and the words of every structured page, of
 * the frame and of the forms, in the files the site is built from. Where
 * each file is comes from app/config/content-layout.ts, and its fields from
 * its collection's schema (app/editor/fields-from-schema.ts). Local mode
 * writes to the working copy; README, "Switch the editor to GitHub", says how to
 * switch to GitHub.
 */

type Fields = Record<string, ComponentSchema>

/** The languages a collection's files exist in: its page's, or all (the frame's words). */
const localesOf = (collection: ContentCollection): readonly Locale[] =>
  collection in pages
    ? (Object.keys(pages[collection as PageId].paths) as Locale[])
    : locales

const titleOf = (collection: ContentCollection) =>
  schemaTitle(contentSchemas[collection] as z.ZodType) ?? collection

/** A file's path from the project's root, without its extension, as Keystatic names it. */
function pathOf(collection: ContentCollection, locale: Locale, slug = "") {
  const file = `${contentRoot}/${contentFile(collection, locale, slug)}`
  return file.replace(/\.[a-z]+$/, "")
}

/** Every file of a collection of one file per language: one singleton per language. */
function pageFiles(collection: ContentCollection) {
  const schema = fieldsFromSchema(contentSchemas[collection] as z.ZodType)
  const data = contentFile(collection, "es").endsWith(".json") ? "json" : "yaml"
  return localesOf(collection).map(
    (locale) =>
      [
        `${collection}-${locale}`,
        singleton({
          label: `${titleOf(collection)} (${locale})`,
          path: pathOf(collection, locale),
          format: { data },
          schema,
        }),
      ] as const,
  )
}

/** The news posts of one language: a Markdown file each, named after its title. */
function newsPosts(locale: Locale): Collection<Fields, string> {
  const post = contentSchemas.newsPosts
  const title = jsonSchemaOf(post).properties?.title
  const schema: Fields = {
    ...fieldsFromSchema(post, {
      directory: "public/images/news",
      publicPath: "/images/news/",
    }),
    // The title names the file too (`/novedades/<file name>`).
    title: fields.slug({
      name: {
        label: title?.title ?? "title",
        description: title?.description,
        validation: { isRequired: true },
      },
      slug: {
        label: "Nombre del archivo",
        description:
          "La dirección de la noticia acaba en él: …/novedades/<nombre>.",
      },
    }),
    body: fields.markdoc({ label: "Texto", extension: "md" }),
  }
  // Written as the object `collection()` returns: its types need a schema known field by field.
  return {
    label: `Noticias (${locale})`,
    path: pathOf("newsPosts", locale, "*") as `${string}/*`,
    slugField: "title",
    format: { contentField: "body" },
    entryLayout: "content",
    columns: ["title", "date"],
    schema,
  }
}

const pageCollections = (Object.keys(contentSchemas) as ContentCollection[])
  .filter((name) => !hasEntries(name))
  .flatMap(pageFiles)

const singletons: Record<string, Singleton<Fields>> = Object.fromEntries(
  pageCollections,
)

const collections: Record<
  string,
  Collection<Fields, string>
> = Object.fromEntries(
  newsLocales.map((locale) => [`newsPosts-${locale}`, newsPosts(locale)]),
)

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "TRABEM" },
    navigation: {
      Novedades: Object.keys(collections),
      Páginas: Object.keys(singletons).filter(
        (key) => !/^(ui|forms)-/.test(key),
      ),
      "Textos comunes": Object.keys(singletons).filter((key) =>
        /^(ui|forms)-/.test(key),
      ),
    },
  },
  singletons,
  collections,
})
