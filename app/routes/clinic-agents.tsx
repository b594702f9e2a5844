import { clinicAgentsContent } from "#app/content/clinic-agents/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import ClinicAgentsView from "#app/views/clinic-agents.tsx"

export const loader = pageLoader("clinicAgents", clinicAgentsContent)

export const meta = pageMeta

export default ClinicAgentsView
