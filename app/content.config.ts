import { defineCollection } from "astro:content"
import { glob } from "astro/loaders"
import {
  contentGlob,
  contentId,
  contentRoot,
  type ContentCollection,
} from "#app/config/content-layout.ts"
import { contentSchemas } from "#app/schemas/collections.ts"

/**
 * The content collections: every collection's files, where
 * app/config/content-layout.ts places them, checked by its schema
 * (app/schemas/collections.ts) when the site is built.
 */

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
  // A post's image is a file beside it, published through Astro's image pipeline.
  newsPosts: defineCollection({
    loader: filesOf("newsPosts"),
    schema: ({ image }) =>
      contentSchemas.newsPosts.extend({ image: image().optional() }),
  }),
  help: defineCollection({
    loader: filesOf("help"),
    schema: contentSchemas.help,
  }),
  tutorials: defineCollection({
    loader: filesOf("tutorials"),
    schema: contentSchemas.tutorials,
  }),
  legal: defineCollection({
    loader: filesOf("legal"),
    schema: contentSchemas.legal,
  }),
}
