import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { KitDigitalContent } from "./types.ts"

export const kitDigitalContent: Record<
  LocalesOf<"kitDigital">,
  KitDigitalContent
> = { en, es }
