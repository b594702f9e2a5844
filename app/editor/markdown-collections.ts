import {
  fields,
  type Collection,
  type ComponentSchema,
  type FormFieldInputProps,
} from "@keystatic/core"
import { createElement } from "react"
import type { z } from "astro/zod"
import {
  contentFile,
  contentRoot,
  type ContentCollection,
} from "#app/config/content-layout.ts"
import { defaultLocale, type Locale } from "#app/config/locales.ts"
import { pages } from "#app/config/pages.ts"
import { newsLocales, postPath } from "#app/lib/news-paths.ts"
import { tutorialPath } from "#app/lib/tutorial-guide.ts"
import { contentSchemas } from "#app/schemas/collections.ts"
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  markdownBody,
  markdownFileName,
} from "#app/schemas/markdown.ts"
import { fieldsFromSchema, jsonSchemaOf } from "./fields-from-schema.ts"

/**
 * The Markdown collections in the editor: news posts, guides and legal
 * texts, one collection per language ("Noticias (es)"), each entry a file
 * `app/content/<collection>/<lang>/<file name>.md` whose fields come from its
 * schema. A post's image and the images of its text are uploaded into the
 * folder named after the entry beside it, in its own language's folder, so
 * no save or delete in one language touches another's files; the text editor
 * offers headings 2 and 3 only, no tables, and asks each image's
 * description. A translation is made from its Spanish twin: its file name is
 * chosen among the Spanish entries. The build (scripts/build/content-check.ts)
 * refuses what the editor cannot check before Save.
 */

type Fields = Record<string, ComponentSchema>

type MarkdownCollection = "newsPosts" | "tutorials" | "legal"

/** A collection's key in the editor: `newsPosts-es`. */
const keyOf = (collection: MarkdownCollection, locale: Locale) =>
  `${collection}-${locale}`

/** Each collection's name in the sidebar, before its language. */
const collectionNames: Record<MarkdownCollection, string> = {
  newsPosts: "Noticias",
  tutorials: "Guías",
  legal: "Textos legales",
}

/** A collection's folder of one language, from the project's root. */
const folderOf = (collection: ContentCollection, locale: Locale) =>
  `${contentRoot}/${contentFile(collection, locale, "")}`.replace(/\/\.md$/, "")

/**
 * A limit of length the editor checks before Save, saying why beside the
 * field in Spanish: Keystatic words its own length messages in English, so
 * the limit is a pattern with a message of ours.
 */
const maxLength = (max: number) => ({
  regex: new RegExp(`^[\\s\\S]{0,${max}}$`),
  message: `Caben ${max} caracteres: acórtalo.`,
})

/** Text the editor checks before Save: required (marked so), within its limit. */
function spanishText(options: {
  readonly label: string
  readonly description?: string
  readonly max?: number
  readonly required: boolean
  readonly multiline?: boolean
}) {
  const { label, description, max, required, multiline = false } = options
  return fields.text({
    label,
    description,
    multiline,
    validation: {
      isRequired: required,
      pattern: max ? maxLength(max) : undefined,
    },
  })
}

/** The label and help of a field of a collection's schema. */
function metaOf(collection: ContentCollection, key: string) {
  const node = jsonSchemaOf(contentSchemas[collection] as z.ZodType)
    .properties?.[key]
  return { label: node?.title ?? key, description: node?.description }
}

/**
 * The title, which names the file of a Spanish entry (`…/<file name>`); the
 * file name stays editable, within the limits of an address.
 */
function titleAndFileName(
  collection: MarkdownCollection,
  title = metaOf(collection, "title"),
) {
  return fields.slug({
    name: {
      label: title.label,
      description: title.description,
      validation: { isRequired: true, pattern: maxLength(TITLE_MAX) },
    },
    slug: {
      label: markdownFileName.title,
      description: markdownFileName.description,
      validation: {
        pattern: {
          regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
          message:
            "Solo minúsculas sin tildes, números y guiones: «copias-de-seguridad».",
        },
      },
    },
  })
}

type TitleValue = { name: string; slug: string }

/**
 * The title of a translation and its file name, chosen among the Spanish
 * collection's entries as the editor lists them: the translation is its
 * Spanish twin's, and the two pages link to each other.
 */
function twinTitleAndFileName(collection: MarkdownCollection) {
  const base = titleAndFileName(collection)
  const title = metaOf(collection, "title")
  const name = spanishText({
    label: title.label,
    description:
      `${title.description ?? ""} En el idioma de esta traducción.`.trim(),
    max: TITLE_MAX,
    required: true,
  })
  const twin = fields.relationship({
    label: markdownFileName.title,
    description:
      "El de su original en español, que las dos páginas comparten para enlazarse: elige la entrada que traduces.",
    collection: keyOf(collection, defaultLocale),
    validation: { isRequired: true },
  })
  return {
    ...base,
    Input(props: FormFieldInputProps<TitleValue>) {
      const { value, onChange, autoFocus, forceValidation } = props
      return createElement(
        "div",
        { style: { display: "grid", gap: "1.5rem" } },
        createElement(name.Input, {
          value: value.name,
          onChange: (next: string) => onChange({ ...value, name: next }),
          autoFocus,
          forceValidation,
        }),
        createElement(twin.Input, {
          value: value.slug || null,
          onChange: (next: string | null) =>
            onChange({ ...value, slug: next ?? "" }),
          autoFocus: false,
          forceValidation,
        }),
      )
    },
  }
}

/**
 * For a text whose front matter has no title of its own (a legal text): the
 * file name alone, which names the entry and is written nowhere else.
 */
function fileNameOnly(collection: MarkdownCollection) {
  const base = titleAndFileName(collection, {
    label: markdownFileName.title,
    description: markdownFileName.description,
  })
  const name = spanishText({
    label: markdownFileName.title,
    description: markdownFileName.description,
    required: true,
  })
  return {
    ...base,
    parse: (_value: unknown, extra?: { slug: string }): TitleValue => ({
      name: extra?.slug ?? "",
      slug: extra?.slug ?? "",
    }),
    serialize: () => ({ value: undefined }),
    serializeWithSlug: (value: TitleValue) => ({
      slug: value.slug,
      value: undefined,
    }),
    reader: {
      parse: () => "",
      parseWithSlug: (_value: unknown, extra: { slug: string }) => extra.slug,
    },
    Input(props: FormFieldInputProps<TitleValue>) {
      const { value, onChange, autoFocus, forceValidation } = props
      return createElement(name.Input, {
        value: value.slug,
        onChange: (next: string) => onChange({ name: next, slug: next }),
        autoFocus,
        forceValidation,
      })
    },
  }
}

/** The text after the front matter: Markdown the site renders, images beside the entry. */
function body(folder: string) {
  return fields.markdoc({
    label: markdownBody.title,
    description: markdownBody.description,
    extension: "md",
    options: {
      // The page's title is its only heading 1; a table pasted in becomes text.
      heading: [2, 3],
      table: false,
      image: {
        directory: folder,
        publicPath: "./",
        schema: {
          alt: spanishText({
            label: "Descripción de la imagen",
            description:
              "Qué muestra la imagen, para quien no la ve y para los buscadores.",
            required: true,
          }),
        },
      },
    },
  })
}

/** The fields of an entry of a collection in one language. */
function schemaOf(collection: MarkdownCollection, locale: Locale): Fields {
  const folder = folderOf(collection, locale)
  const fromSchema = fieldsFromSchema(contentSchemas[collection] as z.ZodType, {
    directory: folder,
    publicPath: "./",
  })
  const summary = metaOf(collection, "summary")
  return {
    ...fromSchema,
    ...("title" in fromSchema
      ? {
          title:
            locale === defaultLocale
              ? titleAndFileName(collection)
              : twinTitleAndFileName(collection),
        }
      : {}),
    ...("summary" in fromSchema
      ? {
          summary: spanishText({
            ...summary,
            max: DESCRIPTION_MAX,
            required: true,
            multiline: true,
          }),
        }
      : {}),
    body: body(folder),
  }
}

/**
 * Where an entry's page is on the development server (`{slug}` is its file
 * name). The English legal pages have English addresses that their file
 * names do not give, so only the Spanish legal texts link to their page.
 */
function previewOf(
  collection: MarkdownCollection,
  locale: Locale,
): { previewUrl?: string } {
  if (collection === "newsPosts")
    return { previewUrl: postPath(locale, "{slug}") }
  if (collection === "tutorials")
    return { previewUrl: tutorialPath("{slug}", locale) }
  return locale === defaultLocale ? { previewUrl: "/{slug}" } : {}
}

/** One collection of one language. */
function markdownCollection(
  collection: MarkdownCollection,
  locale: Locale,
): Collection<Fields, string> {
  const schema = schemaOf(collection, locale)
  // Written as the object `collection()` returns: its types need a schema known field by field.
  const entries = {
    label: `${collectionNames[collection]} (${locale})`,
    path: `${folderOf(collection, locale)}/*` as const,
    format: { contentField: "body" },
    entryLayout: "content" as const,
    ...previewOf(collection, locale),
    schema,
  }
  if (!("title" in schema))
    return {
      ...entries,
      schema: { ...schema, fileName: fileNameOnly(collection) },
      slugField: "fileName",
    }
  const columns = collection === "newsPosts" ? ["title", "date"] : ["title"]
  return { ...entries, slugField: "title", columns }
}

/** The languages of each collection: those of its pages. */
const localesOf: Record<MarkdownCollection, readonly Locale[]> = {
  newsPosts: newsLocales,
  tutorials: pages.tutorial.switcher,
  legal: pages.legalNotice.switcher,
}

/** Every Markdown collection of every language, by its key in the editor. */
export const markdownCollections: Record<
  string,
  Collection<Fields, string>
> = Object.fromEntries(
  (Object.keys(localesOf) as MarkdownCollection[]).flatMap((collection) =>
    localesOf[collection].map((locale) => [
      keyOf(collection, locale),
      markdownCollection(collection, locale),
    ]),
  ),
)

/** The sidebar's groups of these collections. */
export const markdownNavigation: Record<string, string[]> = {
  Novedades: newsLocales.map((locale) => keyOf("newsPosts", locale)),
  "Centro de ayuda": localesOf.tutorials.map((l) => keyOf("tutorials", l)),
  Legal: localesOf.legal.map((l) => keyOf("legal", l)),
}
