import { findPageRoute } from "#app/config/pages.ts"
import { legalContent } from "#app/content/legal/index.ts"
import type { LegalPageId } from "#app/content/legal/types.ts"
import { buildMeta, pageHead } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/legal"

export function loader({ request }: Route.LoaderArgs) {
  const route = findPageRoute(new URL(request.url).pathname)
  if (route?.locale !== "es" && route?.locale !== "en")
    throw new Error("Legal pages are in es and en")
  const pageId = route.pageId as LegalPageId
  const locale = route.locale
  const content = legalContent[locale][pageId]
  return {
    locale,
    pageId,
    content,
    head: pageHead(pageId, locale, content.meta),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} />
    </main>
  )
}
