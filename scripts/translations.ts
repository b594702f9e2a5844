import { execFileSync } from "node:child_process"
import { existsSync, globSync } from "node:fs"
import path from "node:path"
import {
  contentFile,
  contentGlob,
  contentLayout,
  contentRoot,
  hasEntries,
  type ContentCollection,
} from "../app/config/content-layout.ts"
import { defaultLocale, locales, type Locale } from "../app/config/locales.ts"
import { pages, type PageId } from "../app/config/pages.ts"

/**
 * `npm run translations`: every English or French content file that is
 * missing or older than its Spanish source, by the date of the last commit
 * of each file (git log), as Astro's docs do with Lunaria. A translation
 * counts only in the languages its page exists in (the language menu's,
 * `switcher` in the page table): the automotive page is not missing in
 * English, nor the help centre in French. Always exits 0: CI prints it.
 */

/** The page whose languages a collection's entries follow, where its name is not a page's. */
const pageOf: Partial<Record<ContentCollection, PageId>> = {
  tutorials: "tutorial",
  legal: "legalNotice",
  newsPosts: "news",
}

/** The languages a collection's entries should exist in: its page's, or all (the frame's words). */
function expectedLocales(collection: ContentCollection): readonly Locale[] {
  const page = pageOf[collection] ?? collection
  return page in pages ? pages[page as PageId].switcher : locales
}

/** The Spanish source files of a collection, relative to the content root. */
function sources(collection: ContentCollection, root: string): string[] {
  if (!hasEntries(collection)) {
    const file = contentFile(collection, defaultLocale)
    return existsSync(path.join(root, file)) ? [file] : []
  }
  const pattern = contentGlob(collection).replace("*", defaultLocale)
  return globSync(pattern, { cwd: root }).sort()
}

/** A source's translation: the same path with the language replaced. */
const translationOf = (file: string, locale: Locale) =>
  file
    .split("/")
    .map((part) =>
      part === defaultLocale
        ? locale
        : part.replace(new RegExp(`^${defaultLocale}\\.`), `${locale}.`),
    )
    .join("/")

export interface TranslationStatus {
  /** One line per translation missing or older than its source. */
  readonly lines: readonly string[]
  /** What the history lets the report tell, when it is not everything. */
  readonly note?: string
}

/** The translation status of the repository at `repoDir`. */
export function translationStatus(repoDir: string): TranslationStatus {
  const root = path.join(repoDir, contentRoot)
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: repoDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim()
  let note: string | undefined
  let hasHistory = true
  try {
    if (git("rev-parse", "--is-shallow-repository") === "true")
      note =
        "shallow clone: a file's date is at most as old as the oldest commit fetched; `git fetch --unshallow` gives the exact status"
  } catch {
    hasHistory = false
    note = "no git history here: only missing translations are listed"
  }
  /** The last commit date of a file; an uncommitted one counts as changed now. */
  const changed = (file: string) => {
    if (!hasHistory) return ""
    const date = git("log", "-1", "--format=%cI", "--", path.join(root, file))
    return date || new Date().toISOString()
  }
  const lines: string[] = []
  for (const collection of Object.keys(contentLayout) as ContentCollection[])
    for (const source of sources(collection, root)) {
      const targets = expectedLocales(collection).filter(
        (l) => l !== defaultLocale,
      )
      for (const locale of targets) {
        const file = translationOf(source, locale)
        const shown = path.join(contentRoot, file)
        if (!existsSync(path.join(root, file))) {
          lines.push(`${locale}  ${shown}  missing`)
          continue
        }
        const [from, to] = [changed(source), changed(file)]
        if (to && Date.parse(to) < Date.parse(from))
          lines.push(
            `${locale}  ${shown}  older than its Spanish source (${to.slice(0, 10)} < ${from.slice(0, 10)})`,
          )
      }
    }
  return { lines, ...(note && { note }) }
}

if (import.meta.main) {
  const { lines, note } = translationStatus(
    path.resolve(import.meta.dirname, ".."),
  )
  if (note) console.log(`translations: ${note}`)
  for (const line of lines) console.log(line)
  console.log(
    lines.length === 0
      ? "translations: every translation is as new as its Spanish source"
      : `translations: ${lines.length} to write or bring up to date`,
  )
}
