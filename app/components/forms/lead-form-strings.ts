import type { Locale } from "#app/config/locales.ts"
import type { FormsContent } from "#app/schemas/ui.ts"
import type { Notice } from "#common/messages/types.ts"
import type { FormKind, SelectableService } from "#common/schemas/form-kinds.ts"
import { formConfig, type FieldName } from "./form-kinds.ts"

/**
 * The strings one kind of form shows and says, in the page's language, and
 * no others: its fields' labels and placeholders, its services, its button,
 * its notices (`leadFormStrings` picks them from the shared forms' strings).
 * Validation messages come with the validator (form-validation.ts).
 */
export interface LeadFormStrings {
  readonly labels: Partial<Record<FieldName, string>>
  readonly placeholders: Partial<Record<FieldName, string>>
  readonly serviceLabels: Partial<Record<SelectableService, string>>
  readonly optional: string
  readonly honeypot: string
  /** Accessible name of the notices' region. */
  readonly notifications: string
  readonly submit: string
  readonly sending: string
  readonly privacy: FormsContent["privacy"]
  /** The privacy page's language in words of the form's, when it is another (link-languages.ts). */
  readonly linkLanguages: Readonly<Record<Locale, string>>
  readonly sent: Notice
  readonly failed: Notice
  /** Shown in place of the form after success, for the kinds that do so. */
  readonly confirmation?: Notice
  /** After a refusal for too many messages; "{when}" is e.g. "in 12 minutes". */
  readonly retryAfter: string
}

/** Where a form is: the page's language and path, and its strings in that language. */
export interface LeadFormPlace {
  readonly locale: Locale
  /** The page's path, sent with the lead. */
  readonly page: string
  readonly forms: LeadFormStrings
}

/** Of the forms' shared strings, those one kind of form shows and says. */
export function leadFormStrings(
  forms: FormsContent,
  kind: FormKind,
  linkLanguages: LeadFormStrings["linkLanguages"],
): LeadFormStrings {
  const config = formConfig(kind)
  const { fields, notices, api } = forms.messages
  const names = config.fields
  const pick = <K extends string, V>(
    table: Readonly<Partial<Record<K, V>>>,
    keys: readonly K[],
  ): Partial<Record<K, V>> =>
    Object.fromEntries(
      keys.flatMap((key) => (key in table ? [[key, table[key]]] : [])),
    ) as Partial<Record<K, V>>
  const services =
    config.fieldSpecs.find((spec) => spec.name === "service")?.options ?? []
  return {
    labels: pick(fields, names),
    placeholders: pick(forms.placeholders, names),
    serviceLabels: pick(forms.serviceLabels, services),
    optional: forms.optional,
    honeypot: forms.honeypot,
    notifications: forms.notifications,
    submit: forms.submit[config.submit],
    sending: forms.sending,
    privacy: forms.privacy,
    linkLanguages,
    sent: notices[config.sent],
    failed: notices[config.failed],
    ...(config.confirmation ? { confirmation: notices.confirmation } : {}),
    retryAfter: api.retryAfter,
  }
}
