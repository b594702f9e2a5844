import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { HomeContent } from "./types.ts"

export const homeContent: Record<LocalesOf<"home">, HomeContent> = { en, es }
