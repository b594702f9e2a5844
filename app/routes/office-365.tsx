import { office365Content } from "#app/content/office-365/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import Office365View from "#app/views/office-365.tsx"

export const loader = pageLoader("office365", office365Content)

export const meta = pageMeta

export default Office365View
