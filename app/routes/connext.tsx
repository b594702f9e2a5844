import { connextContent } from "#app/content/connext/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import ConnextView from "#app/views/connext.tsx"

export const loader = pageLoader("connext", connextContent)

export const meta = pageMeta

export default ConnextView
