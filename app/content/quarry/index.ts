import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { QuarryContent } from "./types.ts"

export const quarryContent: Record<LocalesOf<"quarry">, QuarryContent> = {
  en,
  es,
}
