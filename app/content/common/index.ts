import type { Locale } from "#app/config/locales.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import { fr } from "./fr.ts"
import type { CommonContent } from "./types.ts"

export const commonContent: Record<Locale, CommonContent> = { es, en, fr }
