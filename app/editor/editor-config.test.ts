import type * as Keystatic from "@keystatic/core"
import type { ComponentSchema } from "@keystatic/core"
import { describe, expect, it, vi } from "vitest"
import config from "../../keystatic.config.ts"

// Keystatic keeps a field's help inside its input, which renders only in the
// browser: each field made for the configuration keeps the options it was
// made with, to be read here.
vi.mock("@keystatic/core", async (load) => {
  const keystatic = await load<typeof Keystatic>()
  const made = Object.fromEntries(
    Object.entries(keystatic.fields).map(([kind, make]) => [
      kind,
      (...options: unknown[]) => {
        const field = (make as (...o: unknown[]) => object)(...options)
        return Object.assign(field, { madeWith: options })
      },
    ]),
  )
  return { ...keystatic, fields: made }
})

/**
 * The editor speaks Spanish to TRABEM's staff: every field of every
 * collection and singleton of the editor's configuration has a Spanish label
 * and a line of help, no label is its field's key or an English word, and no
 * internal field (keys, ids, the honeypot) is offered.
 */

interface Field {
  readonly key: string
  readonly path: string
  readonly label: string
  readonly description: string | undefined
}

/** Keys the editor must never offer: they are code, not words. */
const internalKeys = new Set(["honeypot", "id", "category", "to"])

/** English words that are no label for a Spanish editor. */
const englishWords =
  /\b(title|label|items?|link|name|text|image|icon|description|button|points?|lead|eyebrow|intro|hero|meta|cta|cards?|value|quote|share|footer|header|slug|content|body|summary|date|ignored)\b/i

/** `fields.ignored()`: kept in the file as read, never shown. */
const isIgnored = (field: ComponentSchema) =>
  field.kind === "form" && (field as { label?: unknown }).label === "Ignored"

interface Options {
  readonly label?: unknown
  readonly description?: unknown
  readonly name?: { readonly label?: unknown; readonly description?: unknown }
  readonly options?: readonly { label: string; value: string }[]
}

/** The options a field was made with (the last argument: `array(element, options)`). */
const optionsOf = (field: ComponentSchema): Options => {
  const made = (field as { madeWith?: unknown[] }).madeWith ?? []
  return (made.at(-1) ?? {}) as Options
}

/** The line of help a field shows under its label. */
function descriptionOf(field: ComponentSchema): string | undefined {
  const options = optionsOf(field)
  const given = options.description ?? options.name?.description
  return typeof given === "string" ? given : undefined
}

/** The label a field shows. */
function labelOf(field: ComponentSchema): string {
  const options = optionsOf(field)
  const own = (field as { label?: unknown }).label
  const given = own ?? options.label ?? options.name?.label
  return typeof given === "string" ? given : ""
}

/** A key or label as letters only: "Kit Digital" and `kitDigital` are one word. */
const letters = (words: string) =>
  words.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")

function fieldsOf(
  schema: Record<string, ComponentSchema>,
  path: string,
): Field[] {
  return Object.entries(schema).flatMap(([key, field]) => {
    if (isIgnored(field)) return []
    const at = `${path}.${key}`
    const own: Field = {
      key,
      path: at,
      label: labelOf(field),
      description: descriptionOf(field),
    }
    if (field.kind === "object") return [own, ...fieldsOf(field.fields, at)]
    if (field.kind === "array") {
      const element = field.element
      if (element.kind === "object")
        return [own, ...fieldsOf(element.fields, `${at}[]`)]
      return [own]
    }
    return [own]
  })
}

const entries = [
  ...Object.entries(config.singletons ?? {}),
  ...Object.entries(config.collections ?? {}),
]
const everyField = entries.flatMap(([name, { schema }]) =>
  fieldsOf(schema as Record<string, ComponentSchema>, name),
)

describe("the editor's configuration", () => {
  it("names every collection in Spanish, with its language where it has one", () => {
    for (const [name, { label }] of entries) {
      expect(label, name).not.toMatch(englishWords)
      expect(label, name).not.toBe(name)
    }
    expect(entries.map(([, { label }]) => label)).toEqual(
      expect.arrayContaining(["Inicio (es)", "Datos de la empresa"]),
    )
  })

  it(`gives each of its ${everyField.length} fields a Spanish label that is not its key, and a line of help`, () => {
    const wrong = everyField.filter(
      ({ key, label, description }) =>
        !label ||
        letters(label) === letters(key) ||
        englishWords.test(label) ||
        /\b[a-z]+[A-Z]/.test(label) ||
        !description?.trim(),
    )
    expect(wrong.map(({ path, label }) => `${path}: ${label}`)).toEqual([])
  })

  it("offers no internal field", () => {
    const internal = everyField.filter(({ key }) => internalKeys.has(key))
    expect(internal.map(({ path }) => path)).toEqual([])
  })

  it("offers icons by their Spanish names and keeps their code names in the file", () => {
    const home = config.singletons?.["home-es"]?.schema as Record<
      string,
      ComponentSchema
    >
    const tiles = home.heroTiles
    if (tiles?.kind !== "object") throw new Error("the tiles are a block")
    const list = tiles.fields.items
    if (list?.kind !== "array") throw new Error("the tiles are a list")
    const card = list.element
    if (card.kind !== "object" || !card.fields.icon)
      throw new Error("a tile is a card with an icon")
    expect(optionsOf(card.fields.icon).options).toContainEqual({
      label: "Servidor",
      value: "server",
    })
  })
})
