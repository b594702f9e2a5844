import type { FormMessages } from "#common/messages/types.ts"
import type {
  ContactLocale,
  ErrorCode,
} from "#common/schemas/contact-fields.ts"
import { validLead } from "./harness.ts"

/**
 * Requests an attacker sends, grouped by what they try, each with the
 * answer it must get. Every one is sent once per language (Spanish and
 * English): the body says the language where it can be read, the
 * Accept-Language header where it cannot.
 */

export type ApiMessage = Exclude<
  keyof FormMessages["api"],
  "retryAfter" | "pageField"
>

export interface Refusal {
  readonly family: string
  readonly name: string
  readonly status: number
  /** The body and headers, in the language of the run. */
  readonly request: (locale: ContactLocale) => {
    readonly body: string | Buffer
    readonly headers: Record<string, string>
  }
  /** A field's message by its code, or a message about the whole request. */
  readonly expected:
    | { readonly field: string; readonly code: ErrorCode }
    | { readonly api: ApiMessage }
}

export const acceptLanguage: Readonly<Record<ContactLocale, string>> = {
  es: "es-ES,es;q=0.9",
  en: "en-GB,en;q=0.9",
  fr: "fr-FR,fr;q=0.9",
}

const jsonHeaders = (locale: ContactLocale, extra = {}) => ({
  "content-type": "application/json",
  "accept-language": acceptLanguage[locale],
  ...extra,
})

export const leadIn = (locale: ContactLocale) => ({
  ...validLead,
  locale,
  isEnglish: locale === "en",
})

/** The valid lead with one field changed: refused with that field's code. */
function withField(
  family: string,
  field: string,
  value: unknown,
  code: ErrorCode,
  extra: Record<string, unknown> = {},
): Refusal {
  return {
    family,
    name: `${field} = ${JSON.stringify(value).slice(0, 60)}`,
    status: 400,
    request: (locale) => ({
      body: JSON.stringify({ ...leadIn(locale), ...extra, [field]: value }),
      headers: jsonHeaders(locale),
    }),
    expected: { field, code },
  }
}

/** Raw bytes or text that cannot say their language: the header does. */
function raw(
  family: string,
  name: string,
  body: string | Buffer,
  status: number,
  api: ApiMessage,
  headers: Record<string, string> = { "content-type": "application/json" },
): Refusal {
  return {
    family,
    name,
    status,
    request: (locale) => ({
      body,
      headers: { ...headers, "accept-language": acceptLanguage[locale] },
    }),
    expected: { api },
  }
}

/** A JSON body whose name holds these raw bytes. */
function jsonWithBytes(bytes: readonly number[]): Buffer {
  const [before, after] = JSON.stringify({ ...validLead, name: "@@" }).split(
    "@@",
  )
  return Buffer.concat([
    Buffer.from(before ?? ""),
    Buffer.from(bytes),
    Buffer.from(after ?? ""),
  ])
}

const form = { "content-type": "application/x-www-form-urlencoded" }
const formBody = (fields: string) =>
  `kind=home&locale=es&page=%2F&name=Ana&email=ana%40clinica.es&subject=Hola%20equipo&message=Necesitamos%20ayuda%20con%20el%20correo&${fields}`

const CONTROL_SAMPLES = [
  "\u001b",
  "\t",
  "\u0007",
  "\u0008",
  "\u007f",
  "\u0000",
  "\u009b",
  "\u0090",
  "\u001b]8;;https://evil.example/\u0007pulsa aqui\u001b]8;;\u0007",
]

const controlCharacters = ["name", "subject", "company", "message"].flatMap(
  (field) =>
    CONTROL_SAMPLES.map((sample) =>
      withField(
        "control characters",
        field,
        field === "message"
          ? `Hola equipo ${sample === "\t" ? "\u0001" : sample} necesitamos ayuda`
          : `Ana ${sample} Garcia`,
        "control_character",
      ),
    ),
)

const INVISIBLE_SAMPLES = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u200E",
  "\u200F",
  "\u061C",
  "\uFEFF",
]

const invisibleCharacters = [
  ...["name", "subject", "company"].flatMap((field) =>
    INVISIBLE_SAMPLES.map((sample) =>
      withField(
        "direction and invisible characters",
        field,
        `Ana${sample}López`,
        "invisible_character",
      ),
    ),
  ),
  withField(
    "direction and invisible characters",
    "name",
    "Ana\u202Emoc.evil@nimda",
    "invisible_character",
  ),
  withField(
    "direction and invisible characters",
    "message",
    "Pagad a la cuenta \u202E0987 6543\u202C cuanto antes",
    "invisible_character",
  ),
]

const lineBreaks = ["name", "subject", "company", "phone"].flatMap((field) =>
  ["\u0085", "\u000B", "\u000C", "\u2028", "\u2029"].map((sample) =>
    withField(
      "other line breaks",
      field,
      field === "phone" ? `600${sample}111222` : `Ana${sample}López`,
      "single_line",
    ),
  ),
)

const INVALID_UTF8: ReadonlyArray<readonly number[]> = [
  [0xff],
  [0xfe],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xc3],
  [0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
]

const encodings = [
  ...INVALID_UTF8.map((bytes) =>
    raw(
      "encodings",
      `bytes ${bytes.map((b) => b.toString(16)).join(" ")} in JSON`,
      jsonWithBytes(bytes),
      400,
      "encoding",
    ),
  ),
  ...[
    '{"name":"\\ud800","email":"ana@clinica.es"}',
    '{"name":"Ana","message":"hola \\udfff equipo"}',
    '{"name":"Ana","subject":"\\udc00abc"}',
    '{"name":"x\\ud83d"}',
    '{"\\ud800":"x","name":"Ana"}',
  ].map((body) =>
    raw("encodings", `lone surrogate ${body}`, body, 400, "encoding"),
  ),
  ...["name=%FF", "name=%C3", "message=%ED%A0%80", "subject=%E0%80%AF"].map(
    (fields) =>
      raw(
        "encodings",
        `form ${fields}`,
        formBody(fields),
        400,
        "encoding",
        form,
      ),
  ),
  raw(
    "encodings",
    "raw byte ff in a form post",
    Buffer.concat([Buffer.from(formBody("name=Ana")), Buffer.from([0xff])]),
    400,
    "encoding",
    form,
  ),
  ...["iso-8859-1", "windows-1252", "utf-16", "shift_jis"].map((charset) =>
    raw(
      "encodings",
      `JSON in ${charset}`,
      Buffer.from(JSON.stringify(validLead), "latin1"),
      415,
      "charset",
      { "content-type": `application/json; charset=${charset}` },
    ),
  ),
  raw(
    "encodings",
    "form post in latin1",
    Buffer.from(formBody("name=Jos%E9"), "latin1"),
    415,
    "charset",
    { "content-type": "application/x-www-form-urlencoded; charset=ISO-8859-1" },
  ),
]

const pages = [
  "/<script>alert(1)</script>",
  "/\u0000",
  "/%3Cscript%3E",
  "/a b",
  "/kitdigital?utm=1",
  "/kitdigital#contact",
  "//evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/../etc/passwd",
  "/\\evil.example",
  "/en/",
  "/EN",
  "/en//canteras",
  "",
  "canteras",
  "/canteras\u202E",
  `/${"a".repeat(250)}`,
  "/en\ncanteras",
  "/café",
  "/index.html",
  "/%00",
].map((page) => withField("page addresses", "page", page, "page_invalid"))

const services = (
  [
    ["clinicService", "Office 365"],
    ["clinicService", "Canteras"],
    ["clinicService", "TRABEM Connext"],
    ["clinicService", "Kit Consulting"],
    ["clinicService", "Agentes virtuales para clínicas"],
    ["clinicService", "Free money"],
    ["home", "Office 365"],
    ["home", "Canteras"],
    ["home", "TrAbem Flex RAG"],
    ["home", "Otro"],
    ["news", "Kit Digital"],
    ["news", "Desarrollo Web"],
    ["office365", "TrAbem Flex RAG"],
    ["office365", "Canteras"],
    ["quarry", "Office 365"],
    ["quarry", "Otro"],
    ["connext", "Canteras"],
    ["kitDigital", "Kit Consulting"],
    ["kitConsulting", "Kit Digital"],
    ["clinicDemo", "Agentes virtuales para concesionarios"],
    ["dealerDemo", "Agentes virtuales para clínicas"],
  ] as const
).map(([kind, service]) => ({
  ...withField(
    "services of another form",
    "service",
    service,
    "service_not_offered",
    {
      kind,
    },
  ),
  name: `${kind} with ${service}`,
}))

const longAddresses = [
  ...[65, 66, 80, 100, 128, 200].map((n) => `${"a".repeat(n)}@clinica.es`),
  ...[64, 65, 80, 100, 200].map((n) => `ana@${"b".repeat(n)}.es`),
  ...[64, 65, 80, 100, 150].map((n) => `ana@mail.${"c".repeat(n)}.clinica.es`),
  `ana@clinica.${"e".repeat(64)}`,
  ...[255, 300, 400].map(
    (total) =>
      `${"a".repeat(60)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(total - 247)}.es`,
  ),
].map((email) =>
  withField(
    "addresses over the standard's lengths",
    "email",
    email,
    "email_invalid",
  ),
)

/** JSON that is not an object. */
export const notAnObject: readonly string[] = [
  "123",
  "null",
  "true",
  "[]",
  '"just a string"',
]

/** Bodies that are not JSON. */
export const malformedJson: readonly string[] = [
  "{",
  '{"name":',
  "nul",
  "[",
  '{"name":"Ana",}',
  "'single'",
  "{name: 'Ana'}",
  '{"name":"Ana" "email":"x"}',
  "",
  "\u0000",
]

const namedProblems = [
  ...malformedJson.map((body) =>
    raw(
      "refusals that say what is wrong",
      `malformed JSON ${JSON.stringify(body)}`,
      body,
      400,
      "invalidJson",
    ),
  ),
  ...notAnObject.map((body) =>
    raw(
      "refusals that say what is wrong",
      `body ${body}`,
      body,
      400,
      "notAnObject",
    ),
  ),
  ...[
    '{"__proto__":{"admin":true},"name":"Ana","email":"ana@clinica.es"}',
    '{"constructor":{"prototype":{"admin":true}},"name":"Ana"}',
    '{"name":"Ana","extra":{"__proto__":{"x":1}}}',
    '{"prototype":1}',
  ].map((body) =>
    raw(
      "refusals that say what is wrong",
      `prototype key ${body.slice(0, 30)}`,
      body,
      400,
      "forbiddenKey",
    ),
  ),
  raw(
    "refusals that say what is wrong",
    "prototype key in a form post",
    formBody("__proto__=x"),
    400,
    "forbiddenKey",
    form,
  ),
  ...[
    "abc",
    "a key with spaces",
    "1234567",
    "x".repeat(129),
    "clave-ñandú-0001",
    "key/with/slash",
    "key;drop=table",
    "<script>alert(1)</script>",
  ].map((key) => ({
    family: "refusals that say what is wrong",
    name: `Idempotency-Key ${key.slice(0, 30)}`,
    status: 400,
    request: (locale: ContactLocale) => ({
      body: JSON.stringify(leadIn(locale)),
      headers: jsonHeaders(locale, {
        // Header values are Latin-1: other characters arrive as "?".
        "idempotency-key": key.replace(/[^\x20-\x7e]/g, "?"),
      }),
    }),
    expected: { api: "idempotencyKey" as const },
  })),
]

/** Every request that must be refused, with nothing stored and nothing e-mailed. */
export const refusals: readonly Refusal[] = [
  ...controlCharacters,
  ...invisibleCharacters,
  ...lineBreaks,
  ...encodings,
  ...pages,
  ...services,
  ...longAddresses,
  ...namedProblems,
]

/** Honeypot values a bot may send; a person's browser sends "" or nothing. */
export const honeypotValues: readonly unknown[] = [
  ["spam"],
  ["", "spam"],
  [],
  {},
  { x: "y" },
  1,
  0,
  -1,
  3.14,
  true,
  false,
  "x",
  " spam ",
  "http://spam.example",
  "\u200b",
  "0",
  [[]],
  { website: "x" },
  "null",
  1e308,
]

/** The same honeypot filled in a plain form post, by a bot that sends the field twice or alone. */
export const honeypotForms: readonly string[] = [
  formBody("website=spam"),
  formBody("website=&website=spam"),
  formBody("website=spam&website="),
  formBody("website=%20x"),
]

/** Plain text with angle brackets: accepted in the message, escaped in the e-mail. */
export const bracketMessages: readonly string[] = [
  "Usamos <Outlook> y Teams en toda la oficina.",
  "Nos sale este error: <html><body>500 Internal Server Error</body></html>",
  "<script>alert(document.cookie)</script> ¿esto es un problema?",
  'Hola <img src=x onerror="alert(1)"> equipo, ¿lo veis?',
  "<!-- comentario --> necesitamos presupuesto",
  "Si el coste es < 100 € y el plazo > 2 semanas, adelante.",
]

/**
 * Accept-Language headers and the language the answer must be in: the
 * quality values decide, not the order alone.
 */
export const languageChoices: ReadonlyArray<readonly [string, ContactLocale]> =
  [
    ["de-DE,en;q=0.8", "en"],
    ["de-DE,fr;q=0.9,en;q=0.8", "fr"],
    ["en;q=0.1,es;q=0.9", "es"],
    ["es;q=0,en", "en"],
    ["EN-gb", "en"],
    ["fr-CA;q=0.5, de;q=0.9", "fr"],
    ["de", "es"],
    ["*", "es"],
    ["", "es"],
    ["en;q=0, fr;q=0", "es"],
  ]
