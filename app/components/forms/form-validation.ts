import { validateContact, type FieldErrors } from "#common/schemas/contact.ts"
import { validateDemo } from "#common/schemas/demo.ts"
import { isDemoKind } from "#common/schemas/contact-fields.ts"
import type { FormKind } from "#common/schemas/form-kinds.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import type { FormMessages } from "#common/messages/types.ts"
import {
  toPayload,
  type FormValues,
  type PayloadContext,
} from "./form-kinds.ts"

/*
 * Loaded when a form is first used (use-lead-form.ts), so the schema library
 * is not part of the pages' initial JavaScript.
 */

/** The form's own validation, with the same schema as the API; errors by the form's field names. */
export function validateForm(
  kind: FormKind,
  values: FormValues,
  context: PayloadContext,
): FieldErrors {
  if (isDemoKind(kind)) {
    const result = validateDemo(kind, values)
    return result.success ? {} : result.errors
  }
  const result = validateContact(toPayload(kind, values, context))
  return result.success ? {} : result.errors
}

const dictionaries = {
  es: () => import("#common/messages/es.ts").then((module) => module.es),
  en: () => import("#common/messages/en.ts").then((module) => module.en),
  fr: () => import("#common/messages/fr.ts").then((module) => module.fr),
} satisfies Record<ContactLocale, () => Promise<FormMessages>>

/**
 * The validation messages in the form's language, the API's own: fetched with
 * the validator, only in that language, rather than written into each page.
 */
export async function errorMessages(
  locale: ContactLocale,
): Promise<FormMessages["errors"]> {
  return (await dictionaries[locale]()).errors
}
