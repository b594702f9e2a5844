import { fields, type ComponentSchema } from "@keystatic/core"
import { z } from "astro/zod"

/**
 * The editor's fields of a content collection, derived from its Zod schema
 * (app/schemas/), so a field's shape, its limits and its words live in one
 * place: a schema's `.meta({ title, description })` is the field's label and
 * help text. What the editor cannot offer as a form (a choice between shapes,
 * such as where a link leads, or an optional block) is kept as it is in the
 * file: `fields.ignored()` writes back what it read.
 */

/** The part of a JSON Schema (Zod's `toJSONSchema`) the fields are made from. */
interface JsonNode {
  readonly type?: string
  readonly title?: string
  readonly description?: string
  readonly format?: string
  readonly "x-editor"?: string
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

/** Text a reader reads as a paragraph rather than a line. */
const paragraphKeys = new Set([
  "lead",
  "description",
  "summary",
  "text",
  "quote",
  "answer",
  "blurb",
])

/** A key as a label when its schema gives none: `pointsTitle` → "Points title". */
const labelOf = (key: string, node: JsonNode) =>
  node.title ??
  key
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase())

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
      pattern: node.pattern ? { regex: new RegExp(node.pattern) } : undefined,
    },
  })
}

/** The label of an item of a list: its title, label or text, as the editor shows it. */
function itemLabel(props: unknown): string {
  const value = props as {
    value?: unknown
    fields?: Record<string, { value?: unknown }>
  }
  if (typeof value.value === "string") return value.value
  const named = ["title", "label", "name", "question", "value"]
    .map((key) => value.fields?.[key]?.value)
    .find((v) => typeof v === "string" && v !== "")
  return typeof named === "string" ? named : "…"
}

function fieldOf(
  key: string,
  node: JsonNode,
  isRequired: boolean,
  images: ImageFolder | undefined,
): ComponentSchema {
  const label = labelOf(key, node)
  const { description } = node
  if (node.anyOf) return fields.ignored()
  if (node["x-editor"] === "image" && images)
    return fields.image({ label, description, ...images })
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
    const options = node.enum.map((value) => ({ label: value, value }))
    const fallback =
      typeof node.default === "string" ? node.default : node.enum[0]
    return fields.select({
      label,
      description,
      options,
      defaultValue: fallback ?? "",
    })
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
    case "number":
      return fields.integer({
        label,
        description,
        validation: { isRequired, min: node.minimum, max: node.maximum },
      })
    case "array":
      return fields.array(fieldOf(key, node.items ?? {}, true, images), {
        label,
        description,
        itemLabel,
        validation: { length: { min: node.minItems, max: node.maxItems } },
      })
    case "object":
      // An optional block stays as the file has it: present or absent.
      return isRequired
        ? fields.object(propertiesOf(node, images), { label, description })
        : fields.ignored()
    default:
      return fields.ignored()
  }
}

function propertiesOf(node: JsonNode, images: ImageFolder | undefined) {
  const required = new Set(node.required ?? [])
  return Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, child]) => [
      key,
      fieldOf(key, child, required.has(key), images),
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
): Record<string, ComponentSchema> {
  return propertiesOf(jsonSchemaOf(schema), images)
}
