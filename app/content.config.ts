import { defineCollection } from "astro:content"
import { glob } from "astro/loaders"
import type { z } from "astro/zod"
import {
  contentGlob,
  contentId,
  contentRoot,
  type ContentCollection,
} from "#app/config/content-layout.ts"
import { homePage } from "#app/schemas/home.ts"
import { kitConsultingPage, kitDigitalPage } from "#app/schemas/kit.ts"
import {
  automotivePage,
  clinicAgentsPage,
  clinicAppointmentsPage,
  connextPage,
  notFoundPage,
  office365Page,
  quarryPage,
} from "#app/schemas/products.ts"
import { newsletterPage, newsPage, newsPost } from "#app/schemas/news.ts"
import { formWords, uiStrings } from "#app/schemas/ui.ts"

/**
 * Every word of the site, as files under app/content/, one per page (or
 * post, or guide) per language in a folder per language
 * (app/config/content-layout.ts says where). Each collection has its schema
 * (app/schemas/): a missing or wrong field stops the build naming the file
 * and the field. The editor (keystatic.config.ts) edits the same files.
 */
export const contentSchemas = {
  ui: uiStrings,
  forms: formWords,
  home: homePage,
  kitDigital: kitDigitalPage,
  kitConsulting: kitConsultingPage,
  clinicAppointments: clinicAppointmentsPage,
  connext: connextPage,
  quarry: quarryPage,
  office365: office365Page,
  clinicAgents: clinicAgentsPage,
  automotive: automotivePage,
  notFound: notFoundPage,
  news: newsPage,
  newsletter: newsletterPage,
  newsPosts: newsPost,
} as const satisfies Record<ContentCollection, z.ZodType>

/** A collection's files, with their ids, as content-layout.ts places them. */
const filesOf = (name: ContentCollection) =>
  glob({
    pattern: contentGlob(name),
    base: `./${contentRoot}`,
    generateId: ({ entry }) => contentId(name, entry) ?? entry,
  })

export const collections = {
  ui: defineCollection({
    loader: filesOf("ui"),
    schema: contentSchemas.ui,
  }),
  forms: defineCollection({
    loader: filesOf("forms"),
    schema: contentSchemas.forms,
  }),
  home: defineCollection({
    loader: filesOf("home"),
    schema: contentSchemas.home,
  }),
  kitDigital: defineCollection({
    loader: filesOf("kitDigital"),
    schema: contentSchemas.kitDigital,
  }),
  kitConsulting: defineCollection({
    loader: filesOf("kitConsulting"),
    schema: contentSchemas.kitConsulting,
  }),
  clinicAppointments: defineCollection({
    loader: filesOf("clinicAppointments"),
    schema: contentSchemas.clinicAppointments,
  }),
  connext: defineCollection({
    loader: filesOf("connext"),
    schema: contentSchemas.connext,
  }),
  quarry: defineCollection({
    loader: filesOf("quarry"),
    schema: contentSchemas.quarry,
  }),
  office365: defineCollection({
    loader: filesOf("office365"),
    schema: contentSchemas.office365,
  }),
  clinicAgents: defineCollection({
    loader: filesOf("clinicAgents"),
    schema: contentSchemas.clinicAgents,
  }),
  automotive: defineCollection({
    loader: filesOf("automotive"),
    schema: contentSchemas.automotive,
  }),
  notFound: defineCollection({
    loader: filesOf("notFound"),
    schema: contentSchemas.notFound,
  }),
  news: defineCollection({
    loader: filesOf("news"),
    schema: contentSchemas.news,
  }),
  newsletter: defineCollection({
    loader: filesOf("newsletter"),
    schema: contentSchemas.newsletter,
  }),
  newsPosts: defineCollection({
    loader: filesOf("newsPosts"),
    schema: contentSchemas.newsPosts,
  }),
}
