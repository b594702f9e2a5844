import {
  config,
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
  schemaTitle,
} from "./app/editor/fields-from-schema.ts"
import { pageFieldWords } from "./app/editor/page-field-words.ts"
import { businessDetails } from "./app/schemas/business.ts"
import {
  markdownCollections,
  markdownNavigation,
} from "./app/editor/markdown-collections.ts"
import { contentSchemas } from "./app/schemas/collections.ts"

/**
 * The editor (Keystatic, `npm run edit`, at /keystatic on the development
 * server only): the Markdown texts (news posts, guides, legal texts:
 * app/editor/markdown-collections.ts) and the words of every structured
 * page, of the frame and of the forms, in the files the site is built from. Where
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
> = markdownCollections

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "TRABEM" },
    navigation: {
      ...markdownNavigation,
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
