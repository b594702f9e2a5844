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
  formFieldFor,
  isDemoKind,
  isFormKind,
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

/** The fields a visitor never sees, by the name a refusal gives them (common/messages). */
const unseenFields: Readonly<
  Record<string, keyof FormMessages["api"]["unseenFields"]>
> = { kind: "kind", locale: "locale", isEnglish: "locale", page: "page" }

/** A refusal's invalid fields in the visitor's words. */
export interface NamedErrors {
  /** Each field the visitor saw, by its label on the form, and what is wrong with it. */
  readonly seen: readonly { readonly label: string; readonly text: string }[]
  /** The fields they never saw that are wrong, named as what they are. */
  readonly unseen: readonly string[]
}

/**
 * The invalid fields as the visitor knows them: by the label the form of
 * that kind shows (a demo form's person is "Full name", not "Name"), and
 * the form, its language and its page as such.
 */
export function nameErrors(
  errors: FieldErrors,
  messages: FormMessages,
  kind: unknown,
): NamedErrors {
  const seen: { label: string; text: string }[] = []
  const unseen = new Set<string>()
  for (const [field, code] of Object.entries(errors)) {
    if (!code || field === "_form") continue
    const hidden = unseenFields[field]
    if (hidden) {
      unseen.add(messages.api.unseenFields[hidden])
      continue
    }
    const shown = isFormKind(kind) ? formFieldFor(kind, field) : field
    if (Object.hasOwn(messages.fields, shown))
      seen.push({
        label: messages.fields[shown as keyof FormMessages["fields"]],
        text: messages.errors[code],
      })
  }
  return { seen, unseen: [...unseen] }
}

/**
 * "Check the highlighted fields: Name, Email." — the fields named in the
 * visitor's language, and after them the unseen ones, if any, as a list
 * of that language ("el formulario y el idioma").
 */
export function invalidMessage(
  named: NamedErrors,
  messages: FormMessages,
  locale: ContactLocale,
): string {
  const sentences = [
    ...(named.seen.length > 0
      ? [
          messages.api.invalid.replace(
            "{fields}",
            named.seen.map((field) => field.label).join(", "),
          ),
        ]
      : []),
    ...(named.unseen.length > 0
      ? [
          messages.api.unreadable.replace(
            "{fields}",
            new Intl.ListFormat(locale, { type: "conjunction" }).format(
              named.unseen,
            ),
          ),
        ]
      : []),
  ]
  return sentences.length > 0
    ? sentences.join(" ")
    : messages.errors.invalid_body
}

/** What the answer page says: a line per field the visitor saw, then what they never saw. */
export function answerLines(
  named: NamedErrors,
  messages: FormMessages,
  locale: ContactLocale,
): string[] {
  const lines = named.seen.map(({ label, text }) => `${label}: ${text}`)
  if (named.unseen.length > 0 || lines.length === 0)
    lines.push(
      invalidMessage({ seen: [], unseen: named.unseen }, messages, locale),
    )
  return lines
}
