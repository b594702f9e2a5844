import { homeContent } from "#app/content/home/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import HomeView from "#app/views/home.tsx"

export const loader = pageLoader("home", homeContent)

export const meta = pageMeta

export default HomeView
