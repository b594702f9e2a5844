import { kitConsultingContent } from "#app/content/kit-consulting/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import KitConsultingView from "#app/views/kit-consulting.tsx"

export const loader = pageLoader("kitConsulting", kitConsultingContent)

export const meta = pageMeta

export default KitConsultingView
