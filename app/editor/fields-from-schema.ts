import { fields, type ComponentSchema } from "@keystatic/core"
import { z } from "astro/zod"
import { iconLabels } from "./icon-labels.ts"

/**
 * The editor's fields of a content collection, derived from its Zod schema
 * (app/schemas/), so a field's shape, its limits and its words live in one
 * place: a schema's `.meta({ title, description })` is the field's label and
 * help text, and `"x-labels"` names an enum's options. What the editor cannot
 * offer as a form (a choice between shapes, such as where a link leads, or an
 * optional block) and what staff never edit (`"x-editor": "hidden"`: keys,
 * ids, the honeypot) is kept as it is in the file: `fields.ignored()` writes
 * back what it read. Saving an entry writes back what it read: a list of lines
 * left empty stays out of the file, as it was.
 */

/** The part of a JSON Schema (Zod's `toJSONSchema`) the fields are made from. */
export interface JsonNode {
  readonly type?: string
  readonly title?: string
  readonly description?: string
  readonly format?: string
  /** How the editor offers the field: an upload, an icon picker, or not at all. */
  readonly "x-editor"?: "image" | "icon" | "hidden"
  /** The name of each option of an enum, by its value. */
  readonly "x-labels"?: Readonly<Record<string, string>>
  readonly properties?: Readonly<Record<string, JsonNode>>
  readonly required?: readonly string[]
  readonly items?: JsonNode
  readonly enum?: readonly string[]
  readonly default?: unknown
  readonly anyOf?: readonly JsonNode[]
  readonly pattern?: string
  readonly minLength?: number
  readonly maxLength?: number
  readonly minItems?: number
  readonly maxItems?: number
  readonly minimum?: number
  readonly maximum?: number
}

/** Where uploaded images go, for a schema with an image (`"x-editor": "image"`). */
export interface ImageFolder {
  /** Folder from the project's root: `app/content/news/es`. */
  readonly directory: string
  /** How the file names it, before the entry's folder: `./`. */
  readonly publicPath: string
}

/**
 * Labels and help for a schema whose own file gives none, by the field's
 * path (`post.readMore`; an array's items share the array's path).
 */
export type FieldWords = Readonly<
  Record<string, readonly [title: string, description: string]>
>

interface Context {
  readonly images?: ImageFolder
  readonly words?: FieldWords
}

/** Text a reader reads as a paragraph rather than a line. */
const paragraphKeys = new Set([
  "lead",
  "description",
  "summary",
  "text",
  "quote",
  "answer",
  "blurb",
  "story",
  "note",
])

/** The node with the words its path is given where its schema has none. */
function worded(node: JsonNode, path: string, { words }: Context): JsonNode {
  const given = words?.[path]
  if (!given) return node
  return {
    ...node,
    title: node.title ?? given[0],
    description: node.description ?? given[1],
  }
}

/** A field's label: its schema's title; the key only where none is given (the config test fails then). */
const labelOf = (key: string, node: JsonNode) => node.title ?? key

function textField(key: string, node: JsonNode, isRequired: boolean) {
  return fields.text({
    label: labelOf(key, node),
    description: node.description,
    multiline: paragraphKeys.has(key),
    validation: {
      isRequired,
      length: {
        min: isRequired ? (node.minLength ?? 1) : 0,
        max: node.maxLength,
      },
      pattern: node.pattern
        ? patternOf({ ...node, pattern: node.pattern }, isRequired)
        : undefined,
    },
  })
}

/** A text's required form; an optional text may also be left empty. */
function patternOf(node: JsonNode & { pattern: string }, isRequired: boolean) {
  return {
    regex: new RegExp(isRequired ? node.pattern : `^$|${node.pattern}`),
    message: `No tiene la forma que se pide. ${node.description ?? ""}`.trim(),
  }
}

const linesOf = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * A list of short texts, one per line in a box: the file keeps it as a list,
 * and an optional list left empty stays out of the file, as it was.
 */
function linesField(label: string, node: JsonNode, isRequired: boolean) {
  const description = [node.description, "Una por línea."]
    .filter(Boolean)
    .join(" ")
  const box = fields.text({ label, description, multiline: true })
  const parse = (value: unknown) => {
    if (value === undefined || value === null) return ""
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string"))
      throw new Error("Must be a list of texts")
    return value.join("\n")
  }
  const field = {
    ...box,
    formKind: undefined,
    parse,
    serialize: (value: string) => {
      const items = linesOf(value)
      return { value: items.length || isRequired ? items : undefined }
    },
    reader: { parse: (value: unknown) => linesOf(parse(value)) },
  }
  return field as unknown as ComponentSchema
}

/** What an item of a list is called in its list, and what it still lacks. */
interface ItemProps {
  readonly value?: unknown
  readonly fields?: Readonly<Record<string, ItemProps>>
}

/**
 * The label of an item of a list: its title, label or text, followed by the
 * required texts left empty ("falta: Texto"), so a Save refused for an item
 * says why beside it in its list.
 */
function itemLabelOf(element: JsonNode) {
  const required = new Set(element.required ?? [])
  const texts = Object.entries(element.properties ?? {}).filter(
    ([key, child]) =>
      required.has(key) &&
      child.type === "string" &&
      !child.enum &&
      child["x-editor"] !== "hidden",
  )
  return (props: unknown): string => {
    const item = props as ItemProps
    if (typeof item.value === "string") return item.value || "(vacío)"
    const value = (key: string) => item.fields?.[key]?.value
    const named = ["title", "label", "name", "question", "value", "quote"]
      .map(value)
      .find((v) => typeof v === "string" && v !== "")
    const missing = texts
      .filter(([key]) => value(key) === "")
      .map(([key, child]) => labelOf(key, child))
    const name = typeof named === "string" ? named : "(sin título)"
    return missing.length ? `${name} · falta: ${missing.join(", ")}` : name
  }
}

function selectField(
  label: string,
  node: JsonNode,
  values: readonly string[],
  names: Readonly<Record<string, string>> | undefined,
) {
  const options = values.map((value) => ({
    label: names?.[value] ?? value,
    value,
  }))
  const fallback =
    typeof node.default === "string" ? node.default : (values[0] ?? "")
  return fields.select({
    label,
    description: node.description,
    options,
    defaultValue: fallback,
  })
}

function fieldOf(
  key: string,
  path: string,
  given: JsonNode,
  isRequired: boolean,
  context: Context,
): ComponentSchema {
  const node = worded(given, path, context)
  const label = labelOf(key, node)
  const { description } = node
  if (node["x-editor"] === "hidden" || node.anyOf) return fields.ignored()
  if (node["x-editor"] === "image" && context.images)
    return fields.image({ label, description, ...context.images })
  if (node.format === "date")
    return fields.date({
      label,
      description,
      defaultValue: { kind: "today" },
      validation: { isRequired: true },
    })
  if (node.enum) {
    // An optional choice without a default stays as the file has it: absent means something.
    if (!isRequired && node.default === undefined) return fields.ignored()
    const names = node["x-editor"] === "icon" ? iconLabels : node["x-labels"]
    return selectField(label, node, node.enum, names)
  }
  switch (node.type) {
    case "string":
      return textField(key, node, isRequired)
    case "boolean":
      // Absent means no; an optional flag is written only where the file has it.
      return isRequired || node.default !== undefined
        ? fields.checkbox({ label, description })
        : fields.ignored()
    case "integer":
      return fields.integer({
        label,
        description,
        validation: { isRequired, min: node.minimum, max: node.maximum },
      })
    case "number":
      return fields.number({
        label,
        description,
        step: 0.0001,
        validation: { isRequired, min: node.minimum, max: node.maximum },
      })
    case "array": {
      const element = worded(node.items ?? {}, path, context)
      if (element.enum)
        return fields.multiselect({
          label,
          description,
          options: element.enum.map((value) => ({
            label: element["x-labels"]?.[value] ?? value,
            value,
          })),
        })
      if (element.type === "string") return linesField(label, node, isRequired)
      return fields.array(fieldOf(key, path, element, true, context), {
        label,
        description,
        itemLabel: itemLabelOf(element),
        validation: { length: { min: node.minItems, max: node.maxItems } },
      })
    }
    case "object":
      // An optional block stays as the file has it: present or absent.
      return isRequired
        ? fields.object(propertiesOf(node, path, context), {
            label,
            description,
          })
        : fields.ignored()
    default:
      return fields.ignored()
  }
}

function propertiesOf(node: JsonNode, path: string, context: Context) {
  const required = new Set(node.required ?? [])
  return Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, child]) => [
      key,
      fieldOf(
        key,
        path ? `${path}.${key}` : key,
        child,
        required.has(key),
        context,
      ),
    ]),
  )
}

/** The JSON Schema of what a file may hold (its input, before defaults and transforms). */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonNode

/** A schema's title (`.meta({ title })`), the name the editor gives its files. */
export const schemaTitle = (schema: z.ZodType) => jsonSchemaOf(schema).title

/** The editor's fields of a collection's files, from its Zod schema. */
export function fieldsFromSchema(
  schema: z.ZodType,
  images?: ImageFolder,
  words?: FieldWords,
): Record<string, ComponentSchema> {
  return propertiesOf(jsonSchemaOf(schema), "", { images, words })
}
