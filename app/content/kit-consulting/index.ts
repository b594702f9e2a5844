import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { KitConsultingContent } from "./types.ts"

export const kitConsultingContent: Record<
  LocalesOf<"kitConsulting">,
  KitConsultingContent
> = { en, es }
