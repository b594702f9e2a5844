import { newsContent } from "#app/content/news/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import NewsView from "#app/views/news.tsx"

export const loader = pageLoader("news", newsContent)

export const meta = pageMeta

export default NewsView
