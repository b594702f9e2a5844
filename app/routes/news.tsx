import { newsContent } from "#app/content/news/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/news"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "news", newsContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} />
    </main>
  )
}
