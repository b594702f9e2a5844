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
 * The content collections: one for each of app/schemas/collections.ts (a
 * page's from its entry in the page table), its files where
 * app/config/content-layout.ts places them, checked by its schema when the
 * site is built.
 */

/** A collection's files, with their ids, as content-layout.ts places them. */
const filesOf = (name: ContentCollection) =>
  glob({
    pattern: contentGlob(name),
    base: `./${contentRoot}`,
    generateId: ({ entry }) => contentId(name, entry) ?? entry,
  })

/** Each collection's files and schema, typed by its name for `getEntry`. */
type Collections = {
  readonly [C in Exclude<ContentCollection, "newsPosts">]: {
    readonly loader: ReturnType<typeof filesOf>
    readonly schema: (typeof contentSchemas)[C]
  }
}

export const collections = {
  ...(Object.fromEntries(
    (Object.keys(contentSchemas) as ContentCollection[]).map((name) => [
      name,
      defineCollection({ loader: filesOf(name), schema: contentSchemas[name] }),
    ]),
  ) as Collections),
  // A post's image is a file beside it, published through Astro's image pipeline.
  newsPosts: defineCollection({
    loader: filesOf("newsPosts"),
    schema: ({ image }) =>
      contentSchemas.newsPosts.extend({ image: image().optional() }),
  }),
}
