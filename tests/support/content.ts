import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { z } from "astro/zod"
import { parse } from "yaml"
import { contentSchemas } from "#app/content.config.ts"
import {
  contentFile,
  contentId,
  contentRoot,
  type ContentCollection,
} from "#app/config/content-layout.ts"
import { locales, type Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { frameOf } from "#app/lib/static-paths.ts"

/**
 * The content entries as the build reads them, for tests that check what the
 * words say: each file parsed and checked by its collection's schema.
 */
const root = path.resolve(import.meta.dirname, "../..", contentRoot)

type WordsOf<C extends ContentCollection> = z.infer<(typeof contentSchemas)[C]>

/** A file's data: JSON, YAML, or a Markdown file's front matter. */
function dataOf(file: string): unknown {
  const text = readFileSync(file, "utf8")
  if (file.endsWith(".json")) return JSON.parse(text)
  if (file.endsWith(".md"))
    return parse(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? "")
  return parse(text)
}

/** A collection's entry in every language it has: `{ es: …, en: … }`. */
export function entries<C extends ContentCollection>(
  collection: C,
): Partial<Record<Locale, WordsOf<C>>> {
  const schema: z.ZodType = contentSchemas[collection]
  const found: Partial<Record<Locale, WordsOf<C>>> = {}
  for (const locale of locales) {
    const file = path.join(root, contentFile(collection, locale))
    if (existsSync(file))
      found[locale] = schema.parse(dataOf(file)) as WordsOf<C>
  }
  return found
}

/** A collection's entry in one language, which it must have. */
export function entry<C extends ContentCollection>(
  collection: C,
  locale: Locale,
): WordsOf<C> {
  const found = entries(collection)[locale]
  if (!found) throw new Error(`${collection} has no ${locale} entry`)
  return found
}

/**
 * The entries of a collection of many (news posts) in one language, each
 * with its file name: `[{ slug: "nueva-web", data }]`, in file-name order.
 */
export function collectionEntries<C extends ContentCollection>(
  collection: C,
  locale: Locale,
): { slug: string; data: WordsOf<C> }[] {
  const schema: z.ZodType = contentSchemas[collection]
  const dir = path.dirname(path.join(root, contentFile(collection, locale)))
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name)
      const id = contentId(collection, path.relative(root, file))
      if (!id) return []
      const data = schema.parse(dataOf(file)) as WordsOf<C>
      return [{ slug: id.slice(locale.length + 1), data }]
    })
}

/** A page's frame as the build makes it, for rendering components in tests. */
export const frameFor = (pageId: PageId, locale: Locale): FrameData =>
  frameOf(
    pageId,
    locale,
    entry("ui", locale),
    entry("forms", locale).linkLanguages,
  )
