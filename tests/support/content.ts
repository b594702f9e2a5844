import { existsSync, globSync, readFileSync } from "node:fs"
import path from "node:path"
import type { z } from "astro/zod"
import { parse } from "yaml"
import { contentSchemas } from "#app/schemas/collections.ts"
import {
  contentFile,
  contentGlob,
  contentId,
  contentRoot,
  type ContentCollection,
} from "#app/config/content-layout.ts"
import { locales, type Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { frameOf } from "#app/lib/frame-data.ts"

/**
 * The content entries as the build reads them, for tests that check what the
 * words say: each file parsed and checked by its collection's schema.
 */
const root = path.resolve(import.meta.dirname, "../..", contentRoot)

type WordsOf<C extends ContentCollection> = z.infer<(typeof contentSchemas)[C]>

/** A file's data: JSON, or YAML. */
function dataOf(file: string): unknown {
  const text = readFileSync(file, "utf8")
  return file.endsWith(".json") ? JSON.parse(text) : parse(text)
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

/** A Markdown file's front matter and body. */
export function frontMatter(text: string): { data: unknown; body: string } {
  const parts = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
  if (!parts) throw new Error("no front matter")
  return { data: parse(parts[1] ?? ""), body: parts[2] ?? "" }
}

/** An entry of a collection of Markdown files, one per slug and language. */
export interface MarkdownEntry<C extends ContentCollection> {
  readonly slug: string
  readonly locale: Locale
  /** Relative to the project's root. */
  readonly file: string
  readonly data: WordsOf<C>
  readonly body: string
}

/** Every file of a Markdown collection, its front matter checked by the schema. */
export function markdownEntries<C extends ContentCollection>(
  collection: C,
): MarkdownEntry<C>[] {
  const schema: z.ZodType = contentSchemas[collection]
  return globSync(contentGlob(collection), { cwd: root })
    .sort()
    .map((file) => {
      const [locale, slug] = (contentId(collection, file) ?? "").split("/")
      const { data, body } = frontMatter(
        readFileSync(path.join(root, file), "utf8"),
      )
      return {
        slug: slug ?? "",
        locale: locale as Locale,
        file: path.join(contentRoot, file),
        data: schema.parse(data) as WordsOf<C>,
        body,
      }
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
