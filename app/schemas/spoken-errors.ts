import { z } from "astro/zod"

/**
 * A content schema whose refusals speak to the person who edits the file:
 * each message says, in Spanish, where the field is as the editor shows it
 * (the sections' and fields' titles of the schema's `.meta`, a list's item
 * counted as a person counts: "la 3.ª tarjeta") and what to do. The build
 * prints the field's path before it, for whoever reads the file itself.
 */

interface Node {
  readonly title?: string
  readonly properties?: Readonly<Record<string, Node>>
  readonly items?: Node
}

/** Feminine nouns of the titles: "tarjeta", "cifra", "conversación", "categoría". */
const isFeminine = (noun: string) => /(a|ión|dad)$/i.test(noun)

/** "la 3.ª tarjeta", "el 2.º paso": an item of a list, by its title's first word. */
function itemName(title: string | undefined, index: number) {
  const noun = (title ?? "elemento").split(" ")[0]?.toLowerCase() ?? ""
  return isFeminine(noun)
    ? `la ${index + 1}.ª ${noun}`
    : `el ${index + 1}.º ${noun}`
}

/**
 * The editor's labels of the fields a schema leaves without a `.meta` title,
 * by the field's path ("post.readMore"; an array's items share its path):
 * app/editor/page-field-words.ts.
 */
export type FieldLabels = Readonly<
  Record<string, readonly [title: string, ...rest: string[]]>
>

/** Where a path leads, in the editor's words: "«Servicios», la 3.ª tarjeta, «Texto»". */
export function placeOf(
  root: Node,
  path: readonly PropertyKey[],
  labels: FieldLabels = {},
): string {
  const words: string[] = []
  const keys: string[] = []
  let node: Node | undefined = root
  for (const step of path) {
    if (typeof step === "number") {
      node = node?.items
      words.push(itemName(node?.title, step))
    } else {
      node = node?.properties?.[String(step)]
      keys.push(String(step))
      const label = node?.title ?? labels[keys.join(".")]?.[0] ?? String(step)
      words.push(`«${label}»`)
    }
  }
  return words.join(", ")
}

/** What is wrong and what to do, in Spanish. */
function problemOf(issue: z.core.$ZodRawIssue): string {
  const input = issue.input
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string")
        return "está vacío: escribe el texto o borra el campo si no hace falta."
      if (issue.origin === "array")
        return issue.exact
          ? `necesita exactamente ${issue.minimum}.`
          : `necesita al menos ${issue.minimum}.`
      return `debe ser ${issue.minimum} o más.`
    case "too_big":
      if (issue.origin === "array")
        return issue.exact
          ? `necesita exactamente ${issue.maximum}.`
          : `admite como mucho ${issue.maximum}.`
      return `debe ser ${issue.maximum} o menos.`
    case "invalid_type":
      return input === undefined
        ? "falta: escríbelo."
        : "no es del tipo que se espera aquí."
    case "invalid_value":
      return issue.values.length > 8
        ? "no es ninguna de las opciones: elige una en el editor."
        : `no es ninguna de las opciones: ${issue.values.map(String).join(", ")}.`
    case "unrecognized_keys":
      return `no se conoce: ${issue.keys.join(", ")}. Bórralo o corrige su nombre.`
    case "invalid_format":
      return `no tiene la forma que se espera (${issue.message ?? issue.format}).`
    default:
      return issue.message ?? "no es válido."
  }
}

/**
 * The schema, refusing in Spanish, naming where as the editor does (with
 * `labels` for the fields its schema leaves untitled).
 */
export function spoken<T extends z.ZodType>(
  schema: T,
  labels: FieldLabels = {},
): T {
  const root = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as Node
  return schema.superRefine(
    (_value, context) => {
      const { issues } = context as unknown as {
        issues: z.core.$ZodRawIssue[]
      }
      for (const issue of issues) {
        const path = issue.path ?? []
        const place = path.length ? `${placeOf(root, path, labels)}: ` : ""
        Object.assign(issue, { message: `${place}${problemOf(issue)}` })
      }
    },
    { when: () => true },
  ) as unknown as T
}
