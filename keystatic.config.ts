import {
  config,
  fields,
  singleton,
  type Collection,
  type ComponentSchema,
  type Singleton,
} from "@keystatic/core"
import type { z } from "astro/zod"
import { anchors } from "./app/config/anchors.ts"
import {
  contentFile,
  contentRoot,
  hasEntries,
  type ContentCollection,
} from "./app/config/content-layout.ts"
import { locales, type Locale } from "./app/config/locales.ts"
import { pagePath, pages, type PageId } from "./app/config/pages.ts"
import {
  fieldsFromSchema,
  jsonSchemaOf,
  schemaTitle,
} from "./app/editor/fields-from-schema.ts"
import { pageFieldWords } from "./app/editor/page-field-words.ts"
import { newsLocales, postPath } from "./app/lib/news-paths.ts"
import { businessDetails } from "./app/schemas/business.ts"
import { contentSchemas } from "./app/schemas/collections.ts"

/**
 * The editor (Keystatic, `npm run edit`, at /keystatic on the development
 * server only): the news posts and the words of every structured page, of
 * the frame and of the forms, in the files the site is built from. Where
 * each file is comes from app/config/content-layout.ts, and its fields from
 * its collection's schema (app/editor/fields-from-schema.ts); the business
 * details ("Datos de la empresa") are app/content/business.json. Each entry
 * links to its page on the development server (`previewUrl`). Local mode
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

/**
 * The page an entry's words are on, on the development server: its own, or
 * the home page of its language for the words every page shares.
 */
const previewOf = (collection: ContentCollection, locale: Locale) =>
  (collection in pages ? pagePath(collection as PageId, locale) : undefined) ??
  pagePath("home", locale)

/** Every file of a collection of one file per language: one singleton per language. */
function pageFiles(collection: ContentCollection) {
  const schema = fieldsFromSchema(
    contentSchemas[collection] as z.ZodType,
    undefined,
    pageFieldWords[collection],
  )
  const data = contentFile(collection, "es").endsWith(".json") ? "json" : "yaml"
  return localesOf(collection).map(
    (locale) =>
      [
        `${collection}-${locale}`,
        singleton({
          label: `${titleOf(collection)} (${locale})`,
          path: pathOf(collection, locale),
          format: { data },
          previewUrl: previewOf(collection, locale),
          schema,
        }),
      ] as const,
  )
}

/** The business details: phone, address, e-mails, profiles, outside addresses. */
const business = singleton({
  label: schemaTitle(businessDetails) ?? "business",
  path: `${contentRoot}/business`,
  format: { data: "json" },
  previewUrl: `${pagePath("home", "es")}#${anchors.home.contact}`,
  schema: fieldsFromSchema(businessDetails),
})

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
    body: fields.markdoc({
      label: "Texto",
      description: "El texto de la noticia, bajo el resumen.",
      extension: "md",
    }),
  }
  // Written as the object `collection()` returns: its types need a schema known field by field.
  return {
    label: `Noticias (${locale})`,
    path: pathOf("newsPosts", locale, "*") as `${string}/*`,
    previewUrl: postPath(locale, "{slug}"),
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

const singletons: Record<string, Singleton<Fields>> = {
  ...Object.fromEntries(pageCollections),
  business,
}

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
        (key) => !/^(ui|forms)-|^business$/.test(key),
      ),
      "Textos comunes": Object.keys(singletons).filter((key) =>
        /^(ui|forms)-/.test(key),
      ),
      Empresa: ["business"],
    },
  },
  singletons,
  collections,
})
