import { kitDigitalContent } from "#app/content/kit-digital/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import KitDigitalView from "#app/views/kit-digital.tsx"

export const loader = pageLoader("kitDigital", kitDigitalContent)

export const meta = pageMeta

export default KitDigitalView
