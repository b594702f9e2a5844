import { existsSync, globSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { z } from "astro/zod"
import {
  contentFile,
  contentGlob,
  contentId,
  contentRoot,
  type ContentCollection,
} from "#app/config/content-layout.ts"
import { defaultLocale, locales, type Locale } from "#app/config/locales.ts"
import { pages, type PageId } from "#app/config/pages.ts"
import { bannedTerms } from "#app/content/banned-terms.ts"
import { contentSchemas } from "#app/schemas/collections.ts"
import { markdownBody, markdownFileName } from "#app/schemas/markdown.ts"

/**
 * What the build refuses in the content before Astro reads it, because it
 * would publish broken (a page's file missing; in the Markdown content, news
 * posts, guides and legal texts, what follows): one line per
 * problem, `<file from the project's root>: <field>: <what is wrong and the
 * fix>`, in Spanish for a Spanish file and in English for the others, the
 * field named as the editor labels it and counted as a person counts
 * ("Paso n.º 3"). The limits live in the schemas (app/schemas/markdown.ts),
 * which the editor applies before Save too.
 */

/** The collections written as Markdown, whose Spanish file is the source of its translations. */
export const markdownCollections = [
  "newsPosts",
  "tutorials",
  "legal",
] as const satisfies readonly ContentCollection[]
type MarkdownCollection = (typeof markdownCollections)[number]

/** Collections whose entries of one language must not share a title. */
const distinctTitles: ReadonlySet<MarkdownCollection> = new Set([
  "newsPosts",
  "tutorials",
])

export interface Problem {
  /** From the project's root. */
  readonly file: string
  readonly field: string
  readonly message: string
}

/** A label as it reads inside a sentence: "Título" → "título", "URL" kept. */
const inSentence = (label: string) =>
  label
    .split(" › ")
    .map((part) =>
      /^\p{Lu}\p{Ll}/u.test(part) ? part[0]!.toLowerCase() + part.slice(1) : part,
    )
    .join(" › ")

/** One line per problem: the file, the field as the editor names it, what to do. */
export const problemLine = ({ file, field, message }: Problem) =>
  `${file}: ${inSentence(field)}: ${message}`

type Lang = "es" | "en"
const langOf = (locale: Locale): Lang => (locale === "es" ? "es" : "en")

/** The words of the messages, in each language a file may be written in. */
const words = {
  es: {
    frontMatter: "Cabecera",
    body: markdownBody.title,
    fileName: markdownFileName.title,
    item: (n: number) => `n.º ${n}`,
    noFrontMatter:
      "falta al principio, entre dos líneas «---»: copia la de otro archivo de la carpeta",
    yaml: (error: string) => `no se puede leer (${error}): revisa sangrías y comillas`,
    missing: "falta: escríbelo",
    empty: "está vacío: escríbelo",
    tooLong: (length: number, max: number) =>
      `tiene ${length} caracteres y caben ${max}: acórtalo`,
    fewItems: (min: number) => `necesita al menos ${min}: añade los que faltan`,
    manyItems: (max: number) => `admite como mucho ${max}: quita los que sobran`,
    type: (expected: string) => `debe ser ${typeName.es[expected] ?? expected}`,
    oneOf: (values: readonly unknown[]) =>
      values.length > 8
        ? `no es uno de los ${values.length} valores que admite: elige uno en el editor`
        : `debe ser uno de: ${values.join(", ")}`,
    extra: (key: string) => `«${key}» sobra: bórralo o corrige su nombre`,
    format: (detail: string) => `no tiene la forma debida (${detail})`,
    union: "no tiene ninguna de las formas que admite: compáralo con otro archivo",
    html: (tag: string) =>
      `lleva HTML (${tag}), que la web no publica: escríbelo con la barra del editor o bórralo`,
    table:
      "lleva una tabla del editor ({% table %}), que la web no publica: escríbela como lista",
    tag: (tag: string) =>
      `lleva la etiqueta ${tag}, que la web no publica: bórrala`,
    heading1:
      "lleva un encabezado 1 («# …»): el título de la página ya lo es; usa encabezado 2 («## …»)",
    emoji:
      "lleva un emoji, que la imagen para compartir no puede dibujar: quítalo",
    imageMissing: (src: string) =>
      `la imagen ${src} no está junto al archivo: súbela otra vez desde el editor`,
    imageAlt: (src: string) =>
      `la imagen ${src} no tiene descripción: escribe qué muestra`,
    altMissing:
      "falta: escribe qué muestra la imagen, o marca que solo adorna",
    duplicate: (other: string) =>
      `es también el título de ${other}: cambia uno de los dos`,
    term: (found: string, use: string) => `dice «${found}»: escribe ${use}`,
    noTwin: (folder: string, spanish: string) =>
      `no hay gemela en español en ${spanish}/ para esta traducción de ${folder}/: ponle el nombre del archivo en español que traduce`,
    missingPage: (page: string) =>
      `falta: la tabla de páginas publica ${page} y este archivo lleva sus textos; créalo (copia el de otro idioma y tradúcelo)`,
  },
  en: {
    frontMatter: "front matter",
    body: "text",
    fileName: "file name",
    item: (n: number) => `no. ${n}`,
    noFrontMatter:
      "missing at the top, between two lines «---»: copy another file's of the folder",
    yaml: (error: string) => `cannot be read (${error}): check indents and quotes`,
    missing: "missing: write it",
    empty: "is empty: write it",
    tooLong: (length: number, max: number) =>
      `has ${length} characters and ${max} fit: shorten it`,
    fewItems: (min: number) => `needs at least ${min}: add the missing ones`,
    manyItems: (max: number) => `holds at most ${max}: remove the extra ones`,
    type: (expected: string) => `must be ${typeName.en[expected] ?? expected}`,
    oneOf: (values: readonly unknown[]) =>
      values.length > 8
        ? `is none of the ${values.length} values it takes: choose one in the editor`
        : `must be one of: ${values.join(", ")}`,
    extra: (key: string) => `«${key}» is not a field: delete it or fix its name`,
    format: (detail: string) => `does not have the right form (${detail})`,
    union: "has none of the forms it takes: compare it with another file",
    html: (tag: string) =>
      `holds HTML (${tag}), which the site does not publish: write it with the editor's toolbar or delete it`,
    table:
      "holds an editor table ({% table %}), which the site does not publish: write it as a list",
    tag: (tag: string) =>
      `holds the tag ${tag}, which the site does not publish: delete it`,
    heading1:
      "holds a heading 1 («# …»): the page's title is one already; use heading 2 («## …»)",
    emoji: "holds an emoji, which the share image cannot draw: remove it",
    imageMissing: (src: string) =>
      `the image ${src} is not beside the file: upload it again in the editor`,
    imageAlt: (src: string) =>
      `the image ${src} has no description: write what it shows`,
    altMissing:
      "missing: write what the image shows, or mark that it only adorns",
    duplicate: (other: string) =>
      `is also the title of ${other}: change one of the two`,
    term: (found: string, use: string) => `says «${found}»: write ${use}`,
    noTwin: (folder: string, spanish: string) =>
      `this translation in ${folder}/ has no Spanish twin in ${spanish}/: give it the file name of the Spanish file it translates`,
    missingPage: (page: string) =>
      `missing: the page table publishes ${page} and this file holds its words; create it (copy another language's file and translate it)`,
  },
}

const typeName: Record<Lang, Record<string, string>> = {
  es: {
    string: "un texto",
    number: "un número",
    int: "un número entero",
    boolean: "sí o no (true o false)",
    date: "una fecha (AAAA-MM-DD)",
    array: "una lista",
    object: "un grupo de campos",
  },
  en: {
    string: "a text",
    number: "a number",
    int: "a whole number",
    boolean: "yes or no (true or false)",
    date: "a date (YYYY-MM-DD)",
    array: "a list",
    object: "a group of fields",
  },
}

/** The part of a JSON Schema the field names are read from. */
interface JsonNode {
  readonly title?: string
  readonly properties?: Readonly<Record<string, JsonNode>>
  readonly items?: JsonNode
  readonly allOf?: readonly JsonNode[]
}

/** A key as a person reads it: `imageAlt` → "image alt". */
const spoken = (key: string) => key.replace(/([A-Z])/g, " $1").toLowerCase()

/**
 * A field's name from its path: the editor's labels (the schema's titles)
 * for a Spanish file, the keys as words for the others; an item of a list by
 * its number ("Pasos n.º 3 › Qué hacer").
 */
function fieldName(
  schema: JsonNode,
  fieldPath: readonly PropertyKey[],
  lang: Lang,
): string {
  const parts: string[] = []
  let node: JsonNode | undefined = schema
  for (const key of fieldPath) {
    if (typeof key === "number") {
      // The item joins its list's name: "Paso n.º 3".
      parts.push(`${parts.pop() ?? ""} ${words[lang].item(key + 1)}`.trim())
      node = node?.items
      continue
    }
    node = node?.properties?.[String(key)] ?? node?.allOf?.[0]?.properties?.[String(key)]
    parts.push(lang === "es" ? (node?.title ?? String(key)) : spoken(String(key)))
  }
  return parts.join(" › ") || words[lang].frontMatter
}

const valueAt = (data: unknown, at: readonly PropertyKey[]): unknown =>
  at.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object"
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  )

/** One line's message for a schema's objection, in the file's language. */
function issueMessage(
  issue: z.core.$ZodIssue,
  data: unknown,
  lang: Lang,
): string {
  const say = words[lang]
  const value = valueAt(data, issue.path)
  switch (issue.code) {
    case "invalid_type":
      return value === undefined ? say.missing : say.type(issue.expected)
    case "too_small":
      if (issue.origin === "string") return say.empty
      if (issue.origin === "array") return say.fewItems(Number(issue.minimum))
      return issue.message
    case "too_big":
      if (issue.origin === "string")
        return say.tooLong(String(value ?? "").trim().length, Number(issue.maximum))
      if (issue.origin === "array") return say.manyItems(Number(issue.maximum))
      return issue.message
    case "invalid_value":
      return say.oneOf(issue.values)
    case "invalid_format":
      return say.format(issue.message)
    case "invalid_union":
      return say.union
    default:
      return issue.message
  }
}

/** A file's text split into its front matter and its body. */
function splitMarkdown(source: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  return match ? { yaml: match[1] ?? "", body: match[2] ?? "" } : undefined
}

/** A Markdown text without its code (fenced blocks, `spans`), where tags are meant literally. */
const withoutCode = (body: string) =>
  body.replace(/^(```|~~~)[\s\S]*?^\1/gm, "").replace(/`[^`\n]*`/g, "")

/** An HTML tag or comment; not an autolink (`<https://…>`, `<a@b.es>`). */
const htmlTag = /<(?:!--|\/?[a-z][a-z0-9-]*(?=[\s/>]))[^>]*>?/gi

/** An opening Markdoc tag (`{% table %}`); its closing one says the same again. */
const markdocTag = /\{%\s*([\w-]*)[^%]*%\}/g

/** `![alt](src "title")` */
const markdownImage = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g

const emoji = /\p{Extended_Pictographic}/u

/** Keys whose values are names or addresses, not words a visitor reads. */
const identifierKeys = new Set(["icon", "image", "tutorial", "youtube", "to", "page", "hash"])

/** Every text a visitor reads in a front matter, with its path. */
function textsOf(value: unknown, at: PropertyKey[] = []): [PropertyKey[], string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, [...at, i]))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      identifierKeys.has(key) ? [] : textsOf(item, [...at, key]),
    )
  return []
}

/** Words as the house terms read them: without placeholders (`{email}`) and addresses. */
const asWords = (text: string) =>
  text.replace(/\{[\w#-]+\}/g, " ").replace(/\]\([^)]*\)|https?:\/\/\S+|\S+@\S+/g, " ")

interface Entry {
  readonly collection: MarkdownCollection
  readonly locale: Locale
  readonly slug: string
  /** From the project's root. */
  readonly file: string
  readonly title?: string
}

/** A collection's JSON Schema, where its fields' labels are. */
const jsonSchemaOf = (collection: MarkdownCollection) =>
  z.toJSONSchema(contentSchemas[collection] as z.ZodType, {
    io: "input",
    unrepresentable: "any",
  }) as JsonNode

/** What one Markdown file would publish broken. */
function checkFile(
  root: string,
  collection: MarkdownCollection,
  file: string,
  locale: Locale,
): { problems: Problem[]; title?: string } {
  const lang = langOf(locale)
  const say = words[lang]
  const problems: Problem[] = []
  const add = (field: string, message: string) =>
    problems.push({ file, field, message })
  const source = readFileSync(path.join(root, file), "utf8")
  const parts = splitMarkdown(source)
  if (!parts) {
    add(say.frontMatter, say.noFrontMatter)
    return { problems }
  }
  let data: unknown
  try {
    data = parse(parts.yaml) ?? {}
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split("\n")[0]
    add(say.frontMatter, say.yaml(first ?? ""))
    return { problems }
  }
  const schema = contentSchemas[collection] as z.ZodType
  const json = jsonSchemaOf(collection)
  const name = (at: readonly PropertyKey[]) => fieldName(json, at, lang)

  const result = schema.safeParse(data)
  if (!result.success)
    for (const issue of result.error.issues) {
      if (issue.code === "unrecognized_keys")
        for (const key of issue.keys) add(name(issue.path), say.extra(key))
      else add(name(issue.path), issueMessage(issue, data, lang))
    }

  const front = (data && typeof data === "object" ? data : {}) as Record<string, unknown>
  const dir = path.dirname(path.join(root, file))

  // What a visitor reads: no HTML, no emoji in the headline, the house terms.
  const texts = textsOf(front)
  for (const [at, text] of texts) {
    const tag = text.match(htmlTag)?.[0]
    if (tag) add(name(at), say.html(tag))
  }
  if (typeof front.title === "string" && emoji.test(front.title))
    add(name(["title"]), say.emoji)
  const terms = bannedTerms[locale]
  for (const [at, text] of [...texts, [["body"], parts.body] as [PropertyKey[], string]]) {
    for (const term of terms) {
      const found = asWords(at[0] === "body" ? withoutCode(text) : text).match(term.pattern)
      if (found)
        add(at[0] === "body" ? say.body : name(at), say.term(found[0], `«${term.use}»`))
    }
  }

  // The post's image: beside the file, described unless it only adorns.
  if (typeof front.image === "string") {
    if (!existsSync(path.resolve(dir, front.image)))
      add(name(["image"]), say.imageMissing(front.image))
    if (!front.imageAlt && front.imageDecorative !== true)
      add(name(["imageAlt"]), say.altMissing)
  }

  // The body: Markdown the site renders, headings from 2, images beside the file.
  const body = withoutCode(parts.body)
  const tag = body.match(htmlTag)?.[0]
  if (tag) add(say.body, say.html(tag))
  for (const [markdoc, tagName] of body.matchAll(markdocTag))
    if (tagName) add(say.body, tagName === "table" ? say.table : say.tag(markdoc))
  if (/^ {0,3}#(?!#)\s*\S|^[^\n#>-][^\n]*\n {0,3}=+[ \t]*$/m.test(body))
    add(say.body, say.heading1)
  for (const [, alt, src] of body.matchAll(markdownImage)) {
    if (!src || /^[a-z]+:/i.test(src)) continue
    const target = src.startsWith("/")
      ? path.join(root, "public", src)
      : path.resolve(dir, decodeURI(src))
    if (!existsSync(target)) add(say.body, say.imageMissing(src))
    if (!alt?.trim()) add(say.body, say.imageAlt(src))
  }

  return {
    problems,
    title: typeof front.title === "string" ? front.title.trim() : undefined,
  }
}

/**
 * A page of the page table whose words are a collection of its own has a
 * file for each language it is published in: one line per missing file.
 */
export function missingPageFiles(root: string): Problem[] {
  return (Object.keys(contentSchemas) as ContentCollection[])
    .filter((collection): collection is ContentCollection & PageId =>
      Object.hasOwn(pages, collection),
    )
    .flatMap((pageId) =>
      Object.entries(pages[pageId].paths).flatMap(([locale, page]) => {
        const file = `${contentRoot}/${contentFile(pageId, locale as Locale)}`
        if (existsSync(path.join(root, file))) return []
        const say = words[langOf(locale as Locale)]
        return [{ file, field: say.fileName, message: say.missingPage(page) }]
      }),
    )
}

/** Every problem of the Markdown content under `root` (the project's folder), in file order. */
export function checkContent(root: string): Problem[] {
  const problems: Problem[] = []
  for (const collection of markdownCollections) {
    const entries: Entry[] = []
    for (const relative of globSync(contentGlob(collection), {
      cwd: path.join(root, contentRoot),
    }).sort()) {
      const id = contentId(collection, relative)
      if (!id) continue
      const [locale, slug = ""] = id.split("/") as [Locale, string]
      const file = `${contentRoot}/${relative}`
      const checked = checkFile(root, collection, file, locale)
      problems.push(...checked.problems)
      entries.push({ collection, locale, slug, file, title: checked.title })
    }
    const sources = new Set(
      entries.filter((e) => e.locale === defaultLocale).map((e) => e.slug),
    )
    for (const entry of entries) {
      const say = words[langOf(entry.locale)]
      if (entry.locale !== defaultLocale && !sources.has(entry.slug)) {
        const folder = path.posix.dirname(entry.file)
        const spanish = folder.replace(
          new RegExp(`/${entry.locale}$`),
          `/${defaultLocale}`,
        )
        problems.push({
          file: entry.file,
          field: say.fileName,
          message: say.noTwin(folder, spanish),
        })
      }
    }
    if (!distinctTitles.has(collection)) continue
    for (const locale of locales) {
      const seen = new Map<string, Entry>()
      for (const entry of entries.filter((e) => e.locale === locale)) {
        if (!entry.title) continue
        const key = entry.title.toLocaleLowerCase(locale)
        const first = seen.get(key)
        if (first) {
          const lang = langOf(locale)
          problems.push({
            file: entry.file,
            field: fieldName(jsonSchemaOf(collection), ["title"], lang),
            message: words[lang].duplicate(first.file),
          })
        } else seen.set(key, entry)
      }
    }
  }
  return problems
}
