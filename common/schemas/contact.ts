import * as z from "zod/mini"
import {
  campaignLimits,
  HOST_NAME,
  normalizeUtm,
  UTM_VALUE,
} from "./campaign.ts"
import {
  contactLocales,
  errorCodes,
  fixedServiceOf,
  isFormKind,
  limits,
  servicesOf,
  type ErrorCode,
} from "./contact-fields.ts"
import { formKindSpec, formKinds } from "./form-kinds.ts"
import {
  email,
  line,
  message,
  optionalLine,
  pagePath,
  phone,
} from "./text-fields.ts"

/**
 * The contact payload, defined once for the browser forms and the API.
 * Errors are codes; the dictionaries in common/messages turn them into text.
 */

const knownServices: ReadonlySet<string> = new Set(
  formKinds.flatMap(servicesOf),
)

/** A campaign's words from the page's address (campaign.ts); empty is as absent. */
const utmValue = z.optional(
  z
    .string({ error: "invalid_value" })
    .check(
      z.overwrite(normalizeUtm),
      z.maxLength(campaignLimits.utm, { error: "too_long" }),
      z.regex(UTM_VALUE, { error: "invalid_value" }),
    ),
)

export const contactSchema = z.object({
  name: line(limits.name, { length: 2, code: "name_required" }),
  email,
  company: optionalLine(limits.company),
  phone,
  service: z._default(
    line(limits.service).check(
      z.refine((value) => value === "" || knownServices.has(value), {
        error: "service_not_offered",
      }),
    ),
    "",
  ),
  subject: optionalLine(limits.subject),
  message,
  isEnglish: z._default(z.boolean({ error: "invalid_value" }), false),
  /** Which form sent it; decides the stricter rules below. */
  kind: z.optional(z.enum(formKinds, { error: "invalid_value" })),
  /** The page's language, for the answer's messages. */
  locale: z.optional(z.enum(contactLocales, { error: "invalid_value" })),
  /** The page the form is on, e.g. "/en/canteras". */
  page: z.optional(pagePath),
  /** The campaign of the page's address and the outside site that sent the visitor (campaign.ts). */
  utmSource: utmValue,
  utmMedium: utmValue,
  utmCampaign: utmValue,
  referrerHost: z.optional(
    z
      .string({ error: "invalid_value" })
      .check(
        z.maxLength(campaignLimits.host, { error: "too_long" }),
        z.regex(HOST_NAME, { error: "invalid_value" }),
      ),
  ),
})

export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>
export type ContactField = keyof Contact

export type FieldErrors = Partial<Record<string, ErrorCode>>

export type Validation<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly errors: FieldErrors }

/** The body's fields, or none when it is not an object. */
export function fieldsOf(input: unknown): Record<string, unknown> {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)
    : {}
}

function trimmedString(input: unknown, field: string): string {
  const value = fieldsOf(input)[field]
  return typeof value === "string" ? value.trim() : ""
}

/** First error code of each field; errors about the whole body go under "_form". */
export function collectErrors(
  issues: readonly z.core.$ZodIssue[],
): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_form"
    const code = (errorCodes as readonly string[]).includes(issue.message)
      ? (issue.message as ErrorCode)
      : field === "_form"
        ? "invalid_body"
        : "invalid_value"
    errors[field] ??= code
  }
  return errors
}

/**
 * Validates a contact payload with the rules of the form that sent it.
 * Unknown fields are dropped; a form with a fixed service always gets it.
 */
export function validateContact(input: unknown): Validation<Contact> {
  const result = contactSchema.safeParse(input)
  const errors = result.success ? {} : collectErrors(result.error.issues)
  const kind = result.success
    ? result.data.kind
    : (input as { kind?: unknown } | null)?.kind
  if (isFormKind(kind)) {
    for (const rule of formKindSpec(kind).rules) {
      if (errors[rule.field]) continue
      if (trimmedString(input, rule.field).length < rule.min)
        errors[rule.field] = rule.code
    }
    const service = result.success ? result.data.service : ""
    if (
      !errors.service &&
      service !== "" &&
      !servicesOf(kind).includes(service)
    )
      errors.service = "service_not_offered"
  }
  if (!result.success || Object.keys(errors).length > 0)
    return { success: false, errors }
  const data = result.data
  const fixed = data.kind ? fixedServiceOf(data.kind) : undefined
  return { success: true, data: fixed ? { ...data, service: fixed } : data }
}
