import { helpContent } from "#app/content/help/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import HelpView from "#app/views/help.tsx"

export const loader = pageLoader("help", helpContent)

export const meta = pageMeta

export default HelpView
