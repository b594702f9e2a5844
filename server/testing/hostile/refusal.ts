import type { FormMessages } from "#common/messages/types.ts"
import type {
  ContactLocale,
  ErrorCode,
} from "#common/schemas/contact-fields.ts"
import { validLead } from "../harness.ts"

/**
 * The shape of a hostile request and its expected answer, and the helpers
 * each family of refusals is written with. Every request is sent once per
 * language (Spanish and English): the body says the language where it can
 * be read, the Accept-Language header where it cannot.
 */

export type ApiMessage = Exclude<
  keyof FormMessages["api"],
  "retryAfter" | "unseenFields"
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

export const jsonHeaders = (locale: ContactLocale, extra = {}) => ({
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
export function withField(
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
export function raw(
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
export function jsonWithBytes(bytes: readonly number[]): Buffer {
  const [before, after] = JSON.stringify({ ...validLead, name: "@@" }).split(
    "@@",
  )
  return Buffer.concat([
    Buffer.from(before ?? ""),
    Buffer.from(bytes),
    Buffer.from(after ?? ""),
  ])
}

export const form = { "content-type": "application/x-www-form-urlencoded" }
export const formBody = (fields: string) =>
  `kind=home&locale=es&page=%2F&name=Ana&email=ana%40clinica.es&subject=Hola%20equipo&message=Necesitamos%20ayuda%20con%20el%20correo&${fields}`
