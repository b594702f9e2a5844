import type { z } from "astro/zod"
import type { PageConfig } from "#app/config/page-config.ts"
import { pageIds, pages, type PageId } from "#app/config/pages.ts"
import { pageFieldWords } from "#app/editor/page-field-words.ts"
import { homePage } from "./home.ts"
import { kitConsultingPage, kitDigitalPage } from "./kit.ts"
import {
  automotivePage,
  clinicAgentsPage,
  clinicAppointmentsPage,
  connextPage,
  notFoundPage,
  office365Page,
  quarryPage,
} from "./products.ts"
import { legalEntry } from "./legal.ts"
import { newsletterPage, newsPage, newsPost } from "./news.ts"
import { spoken } from "./spoken-errors.ts"
import { helpPage, tutorialEntry } from "./tutorials.ts"
import { formWords, uiStrings } from "./ui.ts"

/**
 * The content collections: every word of the site, as files under
 * app/content/, one per page (or post, or guide) per language in a folder
 * per language. A page's collection is its entry in the page table: its
 * `words` name its schema here and its name in the editor, and its files are
 * named after its Spanish path (app/config/content-layout.ts). The
 * collections (app/content.config.ts), the editor and `npm run translations`
 * follow from this module. A missing or wrong field stops the build naming
 * the file and the field (a page's, the frame's and the forms' say where in
 * Spanish, as the editor shows it: spoken-errors.ts). The editor
 * (keystatic.config.ts) edits the same files.
 */

/**
 * The schemas a page's words may have, by the name the page table gives
 * (`words.schema`): a page like another reuses its schema.
 */
export const pageSchemas = {
  homePage,
  kitDigitalPage,
  kitConsultingPage,
  clinicAppointmentsPage,
  connextPage,
  quarryPage,
  office365Page,
  clinicAgentsPage,
  automotivePage,
  notFoundPage,
  newsPage,
  newsletterPage,
  helpPage,
} as const satisfies Readonly<Record<string, z.ZodType>>

export type PageSchemaName = keyof typeof pageSchemas

/** The pages with words of their own, each with its page table's `words`. */
type WordsOf = {
  readonly [
    P in PageId as (typeof pages)[P] extends {
      words: { schema: PageSchemaName }
    }
      ? P
      : never
  ]: (typeof pages)[P] extends { words: { schema: infer S } }
    ? S extends PageSchemaName
      ? (typeof pageSchemas)[S]
      : never
    : never
}

/** A schema the page table names that is none of pageSchemas: a type error here. */
type UnknownSchema = Exclude<
  {
    [P in PageId]: (typeof pages)[P] extends { words: { schema: infer S } }
      ? S
      : never
  }[PageId],
  PageSchemaName
>
const everySchemaKnown: [UnknownSchema] extends [never] ? true : UnknownSchema =
  true
void everySchemaKnown

/**
 * Each page's collection: its schema, refusing in Spanish with the editor's
 * labels, titled for the editor.
 */
const pageCollections = Object.fromEntries(
  pageIds.flatMap((pageId) => {
    const { words }: PageConfig = pages[pageId]
    if (!words) return []
    const schema: z.ZodType | undefined =
      pageSchemas[words.schema as PageSchemaName]
    if (!schema)
      throw new Error(
        `the page table (app/config/pages.ts): the page "${pageId}" names the schema "${words.schema}", which is none of pageSchemas in app/schemas/collections.ts`,
      )
    return [
      [
        pageId,
        spoken(schema, pageFieldWords[pageId]).meta({ title: words.editor }),
      ],
    ]
  }),
) as unknown as WordsOf

export const contentSchemas = {
  // The titles are the names the editor gives each collection's files.
  ui: spoken(uiStrings).meta({ title: "Textos comunes: cabecera, pie y chat" }),
  forms: spoken(formWords).meta({ title: "Formularios" }),
  ...pageCollections,
  tutorials: tutorialEntry.meta({ title: "Tutorial" }),
  legal: legalEntry.meta({ title: "Texto legal" }),
  newsPosts: newsPost,
} as const satisfies Readonly<Record<string, z.ZodType>>
