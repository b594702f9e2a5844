import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { ConnextContent } from "./types.ts"

export const connextContent: Record<LocalesOf<"connext">, ConnextContent> = {
  en,
  es,
}
