import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { HelpContent } from "./types.ts"

export const helpContent: Record<LocalesOf<"help">, HelpContent> = { en, es }
