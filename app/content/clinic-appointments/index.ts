import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { ClinicAppointmentsContent } from "./types.ts"

export const clinicAppointmentsContent: Record<
  LocalesOf<"clinicAppointments">,
  ClinicAppointmentsContent
> = { en, es }
