import { clinicAppointmentsContent } from "#app/content/clinic-appointments/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import ClinicAppointmentsView from "#app/views/clinic-appointments.tsx"

export const loader = pageLoader(
  "clinicAppointments",
  clinicAppointmentsContent,
)

export const meta = pageMeta

export default ClinicAppointmentsView
