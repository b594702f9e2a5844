import type { FormMessages } from "#common/messages/types.ts"
import {
  validateContact,
  type FieldErrors,
  type Validation,
  type Contact,
} from "#common/schemas/contact.ts"
import { campaignFieldsOf, type Campaign } from "#common/schemas/campaign.ts"
import { validateDemo } from "#common/schemas/demo.ts"
import {
  isDemoKind,
  mapDemoRequest,
  type ContactLocale,
} from "#common/schemas/contact-fields.ts"
import type { Body } from "./contact-request.ts"

/** The honeypot is empty when a person sent the form: absent, null or blank. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  return typeof value !== "string" || value.trim() !== ""
}

/**
 * A form post carries the demo form's own fields; JSON from the browser is
 * already mapped. `campaign` is what the request says of the page beyond its
 * body (a form post's Referer); the body's own campaign fields come first.
 */
export function validateSubmission(
  body: Body,
  locale: ContactLocale,
  isForm: boolean,
  campaign: Campaign = {},
): Validation<Contact> {
  const input = {
    ...campaign,
    ...(isForm ? { ...body, isEnglish: locale === "en" } : body),
  }
  if (isDemoKind(body.kind) && "fullName" in body) {
    const demo = validateDemo(body.kind, body)
    if (!demo.success) return demo
    const page = typeof body.page === "string" ? body.page : undefined
    return validateContact({
      ...mapDemoRequest(body.kind, demo.data, {
        locale,
        ...(page ? { page } : {}),
      }),
      ...campaign,
      ...campaignFieldsOf(body),
    })
  }
  return validateContact(input)
}

/** Each invalid field's error code as text in the visitor's language. */
export function fieldTexts(errors: FieldErrors, messages: FormMessages) {
  const texts: Record<string, string> = {}
  for (const [field, code] of Object.entries(errors))
    if (code) texts[field] = messages.errors[code]
  return texts
}

/** "Check the highlighted fields: Name, Email." — the fields named in the visitor's language. */
export function invalidMessage(
  errors: FieldErrors,
  messages: FormMessages,
): string {
  const labels = Object.keys(errors).map((field) =>
    field in messages.fields
      ? messages.fields[field as keyof typeof messages.fields]
      : field === "page"
        ? messages.api.pageField
        : field === "_form"
          ? undefined
          : field,
  )
  const named = labels.filter((label) => label !== undefined)
  if (named.length === 0) return messages.errors.invalid_body
  return messages.api.invalid.replace("{fields}", named.join(", "))
}
