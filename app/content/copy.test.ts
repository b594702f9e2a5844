import { describe, expect, it } from "vitest"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { locales, type Locale } from "#app/config/locales.ts"
import { formMessages } from "#common/messages/index.ts"
import { bannedTerms, exactStrings } from "./banned-terms.ts"

/** The content modules not yet kept as files: one locale map per index.ts. */
const modules = import.meta.glob<Record<string, unknown>>("./*/index.ts", {
  eager: true,
})

const contentDir = import.meta.dirname

/** Every content file under app/content, relative to it. */
function contentFiles(dir = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(file)
    return /\.(ya?ml|json|md)$/.test(entry.name)
      ? [path.relative(contentDir, file)]
      : []
  })
}

/** The language of a content file: its folder (`pages/en/…`) or its name (`ui/en.yaml`). */
function localeOf(file: string): Locale | undefined {
  const parts = file.split(path.sep)
  const named = parts.at(-1)?.replace(/\.\w+$/, "")
  return locales.find((locale) => parts.includes(locale) || named === locale)
}

/** A file's words: its data, or a Markdown file's front matter and body. */
function wordsOf(file: string): unknown {
  const text = readFileSync(path.join(contentDir, file), "utf8")
  if (file.endsWith(".json")) return JSON.parse(text)
  const markdown = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
  if (!markdown) return parse(text)
  return { ...(parse(markdown[1] ?? "") as object), body: markdown[2] ?? "" }
}

/** Keys whose values are identifiers or targets, not words a visitor reads. */
const identifierKeys = new Set([
  "icon",
  "id",
  "page",
  "hash",
  "external",
  "redirect",
  "colour",
  "category",
  "kind",
  "video",
  "from",
])

interface Copy {
  readonly path: string
  readonly text: string
  readonly isIdentifier: boolean
}

function copyOf(value: unknown, path: string, isIdentifier = false): Copy[] {
  if (typeof value === "string") return [{ path, text: value, isIdentifier }]
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      copyOf(item, `${path}[${i}]`, isIdentifier),
    )
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      copyOf(item, `${path}.${key}`, identifierKeys.has(key)),
    )
  return []
}

interface Person {
  readonly path: string
  readonly name: string
  readonly job: string
}

function peopleOf(value: unknown, path: string): Person[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => peopleOf(item, `${path}[${i}]`))
  if (!value || typeof value !== "object") return []
  const here =
    "quote" in value && "name" in value && "role" in value
      ? [
          {
            path,
            name: String(value.name),
            job: `${String(value.role)} · ${"organization" in value ? String(value.organization) : ""}`,
          },
        ]
      : []
  return [
    ...here,
    ...Object.entries(value).flatMap(([key, item]) =>
      peopleOf(item, `${path}.${key}`),
    ),
  ]
}

/** The content of one language: every file and module that has it, and the form messages. */
function contentIn(locale: Locale): [string, unknown][] {
  const entries: [string, unknown][] = contentFiles()
    .filter((file) => localeOf(file) === locale)
    .map((file) => [file, wordsOf(file)])
  for (const [file, exports] of Object.entries(modules))
    for (const [name, map] of Object.entries(exports))
      if (map && typeof map === "object" && locale in map)
        entries.push([
          `${file}:${name}.${locale}`,
          (map as Record<string, unknown>)[locale],
        ])
  if (locale in formMessages)
    entries.push([
      `common/messages.${locale}`,
      formMessages[locale as keyof typeof formMessages],
    ])
  return entries
}

function findBanned(locale: Locale, copy: readonly Copy[]): string[] {
  return copy
    .filter((c) => !c.isIdentifier && !exactStrings.has(c.text))
    .flatMap((c) =>
      bannedTerms[locale]
        // {email} and the like are filled in from the site configuration.
        .filter((term) => term.pattern.test(c.text.replace(/\{\w+\}/g, "")))
        .map(
          (term) =>
            `${c.path}: «${c.text}» matches ${term.pattern}; use ${term.use}`,
        ),
    )
}

/** Empty strings, and filler left where copy should be. */
function findEmpty(copy: readonly Copy[]): string[] {
  return copy
    .filter((c) => c.text.trim() === "" || /lorem|ipsum/i.test(c.text))
    .map((c) => c.path)
}

function findReusedPeople(people: readonly Person[]): string[] {
  const jobs = new Map<string, Person>()
  const clashes: string[] = []
  for (const person of people) {
    const first = jobs.get(person.name)
    if (!first) jobs.set(person.name, person)
    else if (first.job !== person.job)
      clashes.push(
        `${person.name} is «${first.job}» at ${first.path} and «${person.job}» at ${person.path}`,
      )
  }
  return clashes
}

it("reads every content file in a language, but the business details every language shares", () => {
  const files = contentFiles()
  expect(files.length).toBeGreaterThan(20)
  expect(files.filter((file) => !localeOf(file))).toEqual(["business.json"])
})

/** How many files and modules (with the form messages) each language has at least. */
const minimumModules: Record<Locale, number> = { es: 17, en: 14, fr: 4 }

describe.each(locales)("copy in %s", (locale) => {
  const content = contentIn(locale)
  const copy = content.flatMap(([path, value]) => copyOf(value, path))
  const people = content.flatMap(([path, value]) => peopleOf(value, path))

  it("covers every file and module that has this language", () => {
    expect(content.length).toBeGreaterThanOrEqual(minimumModules[locale])
    expect(copy.length).toBeGreaterThan(100)
  })

  it("uses none of the banned terms", () => {
    expect(findBanned(locale, copy)).toEqual([])
  })

  it("has no empty or filler string", () => {
    expect(findEmpty(copy)).toEqual([])
  })

  it("gives every testimonial person one job across the site", () => {
    expect(people.length).toBeGreaterThan(0)
    expect(findReusedPeople(people)).toEqual([])
  })
})

describe("the checks fail when they should", () => {
  const at = (text: string, isIdentifier = false): Copy => ({
    path: "x",
    text,
    isIdentifier,
  })

  it("finds a banned term, but not in an identifier or an exact string", () => {
    expect(findBanned("es", [at("Más leads atendidos")])).toHaveLength(1)
    expect(findBanned("en", [at("Send it by e-mail")])).toHaveLength(1)
    expect(findBanned("fr", [at("Hébergement et housing")])).toHaveLength(1)
    expect(findBanned("es", [at("stock", true), at("Email inválido")])).toEqual(
      [],
    )
  })

  it("finds an empty, blank or filler string", () => {
    expect(
      findEmpty([at(""), at("  "), at("Lorem ipsum"), at("Hola")]),
    ).toEqual(["x", "x", "x"])
  })

  it("finds a person given two jobs", () => {
    const people = peopleOf(
      [
        { quote: "a", name: "Javier R.", role: "Gerente", organization: "A" },
        { quote: "b", name: "Javier R.", role: "Director", organization: "B" },
        { quote: "c", name: "Laura P.", role: "Gerente", organization: "C" },
        { quote: "d", name: "Laura P.", role: "Gerente", organization: "C" },
      ],
      "x",
    )
    expect(findReusedPeople(people)).toHaveLength(1)
  })
})
