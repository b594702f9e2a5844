import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { NewsContent } from "./types.ts"

export const newsContent: Record<LocalesOf<"news">, NewsContent> = { en, es }
