import type { LocalesOf } from "#app/config/pages.ts"
import { es } from "./es.ts"
import { fr } from "./fr.ts"
import type { AutomotiveContent } from "./types.ts"

export const automotiveContent: Record<
  LocalesOf<"automotive">,
  AutomotiveContent
> = { es, fr }
