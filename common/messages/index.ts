import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import { fr } from "./fr.ts"
import type { FormMessages } from "./types.ts"

/** The dictionaries by language, for the API (the browser gets its own language through the root loader). */
export const formMessages: Readonly<Record<ContactLocale, FormMessages>> = {
  es,
  en,
  fr,
}
