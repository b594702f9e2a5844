import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { Office365Content } from "./types.ts"

export const office365Content: Record<
  LocalesOf<"office365">,
  Office365Content
> = { en, es }
