import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { z } from "astro/zod"
import { parse } from "yaml"
import { pageContent } from "#app/content.config.ts"
import { locales, type Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { frameOf } from "#app/lib/static-paths.ts"
import { formWords, uiStrings } from "#app/schemas/ui.ts"

/**
 * The content entries as the build reads them, for tests that check what the
 * words say: each file parsed and checked by its collection's schema.
 */
const contentDir = path.resolve(import.meta.dirname, "../../app/content")

function parsed<S extends z.ZodType>(schema: S, file: string): z.infer<S> {
  const text = readFileSync(file, "utf8")
  return schema.parse(file.endsWith(".json") ? JSON.parse(text) : parse(text))
}

type PageWithContent = keyof typeof pageContent
type WordsOf<P extends PageWithContent> = z.infer<
  (typeof pageContent)[P]["schema"]
>

/** A page's words in every language it has: `{ es: …, en: … }`. */
export function pageEntries<P extends PageWithContent>(
  pageId: P,
): Partial<Record<Locale, WordsOf<P>>> {
  const { file, schema } = pageContent[pageId]
  const entries: Partial<Record<Locale, WordsOf<P>>> = {}
  for (const locale of locales) {
    const source = path.join(contentDir, "pages", locale, `${file}.yaml`)
    if (existsSync(source))
      entries[locale] = parsed(schema as z.ZodType, source) as WordsOf<P>
  }
  return entries
}

/** A page's words in one language, which the page must have. */
export function pageEntry<P extends PageWithContent>(
  pageId: P,
  locale: Locale,
): WordsOf<P> {
  const entry = pageEntries(pageId)[locale]
  if (!entry) throw new Error(`${pageId} has no ${locale} words`)
  return entry
}

/** The shared frame's words in one language. */
export const uiEntry = (locale: Locale) =>
  parsed(uiStrings, path.join(contentDir, "ui", `${locale}.yaml`))

/** The lead forms' words in one language. */
export const formsEntry = (locale: Locale) =>
  parsed(formWords, path.join(contentDir, "forms", `${locale}.json`))

/** A page's frame as the build makes it, for rendering components in tests. */
export const frameFor = (pageId: PageId, locale: Locale): FrameData =>
  frameOf(pageId, locale, uiEntry(locale), formsEntry(locale).linkLanguages)
