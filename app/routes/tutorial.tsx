import { findPageRoute } from "#app/config/pages.ts"
import { tutorialContent } from "#app/content/tutorials/index.ts"
import type { TutorialPageId } from "#app/content/tutorials/types.ts"
import { buildMeta, pageHead } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/tutorial"

export function loader({ request }: Route.LoaderArgs) {
  const route = findPageRoute(new URL(request.url).pathname)
  const pageId = route?.pageId as TutorialPageId
  const content = tutorialContent.es[pageId]
  return {
    locale: "es" as const,
    pageId,
    content,
    head: pageHead(pageId, "es", content.meta),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function TutorialPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} />
    </main>
  )
}
