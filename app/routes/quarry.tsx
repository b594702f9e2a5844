import { quarryContent } from "#app/content/quarry/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import QuarryView from "#app/views/quarry.tsx"

export const loader = pageLoader("quarry", quarryContent)

export const meta = pageMeta

export default QuarryView
