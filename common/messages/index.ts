import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import { fr } from "./fr.ts"
import type { FormMessages } from "./types.ts"

/**
 * The dictionaries by language, for the API (a form's validator fetches its own
 * language: app/components/forms/form-validation.ts).
 */
export const formMessages: Readonly<Record<ContactLocale, FormMessages>> = {
  es,
  en,
  fr,
}
