import { automotiveContent } from "#app/content/automotive/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import AutomotiveView from "#app/views/automotive.tsx"

export const loader = pageLoader("automotive", automotiveContent)

export const meta = pageMeta

export default AutomotiveView
