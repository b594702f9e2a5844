import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { ClinicAgentsContent } from "./types.ts"

export const clinicAgentsContent: Record<
  LocalesOf<"clinicAgents">,
  ClinicAgentsContent
> = { en, es }
