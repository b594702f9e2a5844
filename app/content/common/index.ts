import type { Locale } from "#app/config/locales.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import { fr } from "./fr.ts"
import type { CommonContent } from "./types.ts"
import { withLinks } from "./with-links.ts"

export const commonContent: Record<Locale, CommonContent> = {
  es: withLinks("es", es),
  en: withLinks("en", en),
  fr: withLinks("fr", fr),
}
