import * as z from "zod/mini"
import {
  demoOrganizationField,
  errorCodes,
  fixedServices,
  formKinds,
  contactLocales,
  clinicServices,
  isFormKind,
  limits,
  PAGE_PATH,
  servicesOf,
  type DemoKind,
  type DemoRequest,
  type ErrorCode,
  type FormKind,
} from "./contact-fields.ts"
import { BIDI_CONTROL, CONTROL, INVISIBLE, LINE_BREAK } from "./text.ts"

/**
 * The contact payload, defined once for the browser forms and the API
 * (STYLE.md "Forms: one schema, two ends"). Errors are codes; the
 * dictionaries in common/messages turn them into text.
 */

const knownServices: ReadonlySet<string> = new Set([
  ...clinicServices,
  ...Object.values(fixedServices),
])

/** Something that opens an HTML tag, comment or declaration ("<b", "</", "<!"). */
const MARKUP = /<[a-z!/?]/i
const PHONE = /^[+()\d\s./-]*$/

const refuse = (pattern: RegExp, code: ErrorCode) =>
  z.refine<string>((value) => !pattern.test(value), { error: code })

/**
 * A single-line text field: NFC, trimmed, bounded, and free of line breaks
 * (header values are built from these), control characters, direction
 * overrides and invisible characters (they disguise what the inbox shows),
 * and markup.
 */
function line(max: number, minimum?: { length: number; code: ErrorCode }) {
  return z
    .string({ error: "invalid_value" })
    .check(
      z.normalize("NFC"),
      z.trim(),
      ...(minimum
        ? [z.minLength(minimum.length, { error: minimum.code })]
        : []),
      z.maxLength(max, { error: "too_long" }),
      refuse(LINE_BREAK, "single_line"),
      refuse(CONTROL, "control_character"),
      refuse(/\t/, "control_character"),
      refuse(BIDI_CONTROL, "invisible_character"),
      refuse(INVISIBLE, "invisible_character"),
      refuse(MARKUP, "markup"),
    )
}

function optionalLine(max: number) {
  return z._default(line(max), "")
}

/**
 * The message is plain text, escaped wherever it is shown: it keeps line
 * breaks, tabs and angle brackets ("we use <Outlook>"), and refuses control
 * characters and direction overrides.
 */
const message = z._default(
  z
    .string({ error: "invalid_value" })
    .check(
      z.normalize("NFC"),
      z.trim(),
      z.maxLength(limits.message, { error: "too_long" }),
      refuse(CONTROL, "control_character"),
      refuse(BIDI_CONTROL, "invisible_character"),
    ),
  "",
)

/** Within what SMTP allows: 64 characters before the @, 63 per domain label. */
function addressFits(address: string): boolean {
  const at = address.lastIndexOf("@")
  return (
    at <= 64 &&
    address
      .slice(at + 1)
      .split(".")
      .every((label) => label.length <= 63)
  )
}

const email = z.string({ error: "email_invalid" }).check(
  z.trim(),
  z.maxLength(limits.email, { error: "email_invalid" }),
  // One address, no display name, no list: the same pattern zod uses for z.email().
  z.regex(z.regexes.email, { error: "email_invalid" }),
  z.refine(addressFits, { error: "email_invalid" }),
)

export const contactSchema = z.object({
  name: line(limits.name, { length: 2, code: "name_required" }),
  email,
  company: optionalLine(limits.company),
  phone: z._default(
    line(limits.phone).check(z.regex(PHONE, { error: "phone_invalid" })),
    "",
  ),
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
  page: z.optional(
    z
      .string({ error: "invalid_value" })
      .check(
        z.maxLength(limits.page, { error: "page_invalid" }),
        z.regex(PAGE_PATH, { error: "page_invalid" }),
      ),
  ),
})

export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>
export type ContactField = keyof Contact

interface MinimumRule {
  readonly field: "subject" | "message" | "service" | "company"
  readonly min: number
  readonly code: ErrorCode
}

const messageAtLeast10: MinimumRule = {
  field: "message",
  min: 10,
  code: "message_too_short",
}
const messageRequired: MinimumRule = {
  field: "message",
  min: 1,
  code: "message_required",
}

/** What each form requires beyond a name and an address (SPEC.md point 5). */
const kindRules: Readonly<Record<FormKind, readonly MinimumRule[]>> = {
  home: [
    { field: "subject", min: 3, code: "subject_required" },
    messageAtLeast10,
  ],
  clinicService: [{ field: "service", min: 1, code: "service_required" }],
  office365: [messageAtLeast10],
  clinicDemo: [{ field: "company", min: 2, code: "clinic_name_required" }],
  dealerDemo: [{ field: "company", min: 2, code: "business_name_required" }],
  connext: [messageRequired],
  quarry: [messageRequired],
  news: [messageAtLeast10],
  kitDigital: [messageAtLeast10],
  kitConsulting: [messageAtLeast10],
}

export type FieldErrors = Partial<Record<string, ErrorCode>>

export type Validation<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly errors: FieldErrors }

function trimmedString(input: unknown, field: string): string {
  if (typeof input !== "object" || input === null) return ""
  const value = (input as Record<string, unknown>)[field]
  return typeof value === "string" ? value.trim() : ""
}

/** First error code of each field; errors about the whole body go under "_form". */
function collectErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
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
    for (const rule of kindRules[kind]) {
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
  if (data.kind && data.kind in fixedServices)
    return {
      success: true,
      data: {
        ...data,
        service: fixedServices[data.kind as keyof typeof fixedServices],
      },
    }
  return { success: true, data }
}

export const demoSchema = z.object({
  fullName: line(limits.name, { length: 2, code: "name_required" }),
  organization: line(limits.company, {
    length: 2,
    code: "clinic_name_required",
  }),
  location: line(limits.location, { length: 2, code: "location_required" }),
  email,
})

/** Validates a demo form's own fields (fullName, clinicName or businessName, location, email). */
export function validateDemo(
  kind: DemoKind,
  input: unknown,
): Validation<DemoRequest> {
  const organizationField = demoOrganizationField[kind]
  const source =
    typeof input === "object" && input !== null
      ? (input as Record<string, unknown>)
      : {}
  const result = demoSchema.safeParse({
    ...source,
    organization: source[organizationField],
  })
  if (result.success) return { success: true, data: result.data }
  const errors = collectErrors(result.error.issues)
  const organizationError = errors.organization
  delete errors.organization
  if (organizationError)
    errors[organizationField] =
      organizationError === "clinic_name_required" && kind === "dealerDemo"
        ? "business_name_required"
        : organizationError
  return { success: false, errors }
}
