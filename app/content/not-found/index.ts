import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { NotFoundContent } from "./types.ts"

export const notFoundContent: Record<LocalesOf<"notFound">, NotFoundContent> = {
  en,
  es,
}
