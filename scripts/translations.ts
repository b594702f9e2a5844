import { execFileSync } from "node:child_process"
import { existsSync, globSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse as parseYaml } from "yaml"
import {
  contentFile,
  contentGlob,
  contentPlaces,
  contentRoot,
  hasEntries,
  type ContentCollection,
} from "../app/config/content-layout.ts"
import { defaultLocale, locales, type Locale } from "../app/config/locales.ts"
import { pages, type PageId } from "../app/config/pages.ts"

/**
 * `npm run translations`: every English or French content file that is
 * missing or behind its Spanish source, and where. A translation follows the
 * Spanish file as it was when the translation was last committed; the
 * Spanish file as it is now in the working tree (uncommitted edits too) is
 * compared with that version, field by field (and paragraph by paragraph in
 * a Markdown text), and the fields that differ are what the translation
 * lacks. A translation edited and not yet committed follows the Spanish file
 * as it is now. A translation counts only in the languages its page exists
 * in (the language menu's, `switcher` in the page table): the automotive
 * page is not missing in English, nor the help centre in French. Always
 * exits 0: CI prints it.
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
  /** One line per translation missing or behind its source. */
  readonly lines: readonly string[]
  /** What the history lets the report tell, when it is not everything. */
  readonly note?: string
}

/** A content file's words by where they are: `hero.title`, `cards[2].text`, `texto ¶3`. */
type Words = ReadonlyMap<string, string>

/** Every leaf of parsed data under its path; list items counted from 1. */
function leaves(value: unknown, at: string, into: Map<string, string>) {
  if (Array.isArray(value))
    value.forEach((item, index) => leaves(item, `${at}[${index + 1}]`, into))
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      leaves(child, at ? `${at}.${key}` : key, into)
  else into.set(at, JSON.stringify(value))
  return into
}

/** A content file's words: its data's leaves, and a Markdown text's paragraphs. */
function wordsOf(file: string, contents: string): Words {
  if (file.endsWith(".json")) return leaves(JSON.parse(contents), "", new Map())
  if (!file.endsWith(".md")) return leaves(parseYaml(contents), "", new Map())
  const [, front = "", body = contents] =
    /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(contents) ?? []
  const words = leaves(parseYaml(front) ?? {}, "", new Map())
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .forEach((paragraph, index) => words.set(`text ¶${index + 1}`, paragraph))
  return words
}

/**
 * Where the Spanish file now differs from the version a translation
 * followed: fields changed, added or removed; a paragraph of the text counts
 * as changed when the old text has no paragraph like it.
 */
function changesBetween(followed: Words, now: Words): string[] {
  const paragraphs = new Set(
    [...followed].filter(([at]) => at.startsWith("text ¶")).map(([, p]) => p),
  )
  const changed = [...now]
    .filter(([at, value]) =>
      at.startsWith("text ¶")
        ? !paragraphs.has(value)
        : followed.get(at) !== value,
    )
    .map(([at]) => at)
  const removed = [...followed.keys()].filter(
    (at) => !at.startsWith("text ¶") && !now.has(at),
  )
  const cut =
    [...followed.keys()].filter((at) => at.startsWith("text ¶")).length >
    [...now.keys()].filter((at) => at.startsWith("text ¶")).length
  return [
    ...changed,
    ...removed.map((at) => `${at} (removed)`),
    ...(cut ? ["text (paragraphs removed)"] : []),
  ]
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
        "shallow clone: a translation committed before the oldest commit fetched counts as following its Spanish file as it was then; `git fetch --unshallow` gives the exact status"
  } catch {
    hasHistory = false
    note = "no git history here: only missing translations are listed"
  }
  /** A file as a path from the repository's root, as git names it. */
  const inRepo = (file: string) => path.posix.join(contentRoot, file)
  /**
   * The commit a translation was last committed in; none while it has edits
   * not yet committed, or was never committed: it follows the file as it is.
   */
  const followedAt = (file: string) => {
    if (!hasHistory) return undefined
    if (git("status", "--porcelain", "--", inRepo(file))) return undefined
    return git("log", "-1", "--format=%H", "--", inRepo(file)) || undefined
  }
  /** A file's text at a commit; empty when it did not exist then. */
  const textAt = (commit: string, file: string) => {
    try {
      return git("show", `${commit}:${inRepo(file)}`)
    } catch {
      return ""
    }
  }
  const lines: string[] = []
  for (const collection of contentPlaces)
    for (const source of sources(collection, root)) {
      const targets = expectedLocales(collection).filter(
        (l) => l !== defaultLocale,
      )
      for (const locale of targets) {
        const file = translationOf(source, locale)
        const shown = inRepo(file)
        if (!existsSync(path.join(root, file))) {
          lines.push(`${locale}  ${shown}  missing`)
          continue
        }
        const commit = followedAt(file)
        if (!commit) continue
        const followed = textAt(commit, source)
        const now = readFileSync(path.join(root, source), "utf8")
        if (followed === now) continue
        const changes = followed
          ? changesBetween(wordsOf(source, followed), wordsOf(source, now))
          : ["the whole file (the Spanish file is newer than it)"]
        if (changes.length)
          lines.push(
            `${locale}  ${shown}  behind its Spanish source in: ${changes.join(", ")}`,
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
      ? "translations: every translation follows its Spanish source"
      : `translations: ${lines.length} to write or bring up to date`,
  )
}
