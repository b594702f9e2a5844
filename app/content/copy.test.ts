import { describe, expect, it } from "vitest"
import { readdirSync } from "node:fs"
import { locales, type Locale } from "#app/config/locales.ts"
import { formMessages } from "#common/messages/index.ts"
import { bannedTerms, exactStrings } from "./banned-terms.ts"

/** Every content module of the site: one locale map per index.ts. */
const modules = import.meta.glob<Record<string, unknown>>("./*/index.ts", {
  eager: true,
})

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

/** The content of one language: every module that has it, and the form messages. */
function contentIn(locale: Locale): [string, unknown][] {
  const entries: [string, unknown][] = []
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

it("reads every content module", () => {
  const folders = readdirSync(new URL(".", import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `./${entry.name}/index.ts`)
  expect(Object.keys(modules).sort()).toEqual(folders.sort())
})

/** How many modules (with the form messages) each language has at least. */
const minimumModules: Record<Locale, number> = { es: 17, en: 10, fr: 3 }

describe.each(locales)("copy in %s", (locale) => {
  const content = contentIn(locale)
  const copy = content.flatMap(([path, value]) => copyOf(value, path))
  const people = content.flatMap(([path, value]) => peopleOf(value, path))

  it("covers every module that has this language", () => {
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
