import { findPageRoute } from "#app/config/pages.ts"
import { legalContent } from "#app/content/legal/index.ts"
import type { LegalPageId } from "#app/content/legal/types.ts"
import { fillDeep, siteValues } from "#app/lib/fill-site.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageHead } from "#app/lib/meta.ts"
import { pageMeta } from "#app/lib/page-route.ts"
import { LegalDocumentSection } from "#app/sections/legal/legal-document-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { staticPageHandle } from "#app/lib/page-handle.ts"
import type { Route } from "./+types/legal"

/** Legal notice, privacy, cookies and security: one module, four pages in Spanish and English. */
export function loader({ request }: Route.LoaderArgs) {
  const route = findPageRoute(new URL(request.url).pathname)
  if (route?.locale !== "es" && route?.locale !== "en")
    throw new Error("Legal pages are in es and en")
  const pageId = route.pageId as LegalPageId
  const locale = route.locale
  const content = fillDeep(legalContent[locale][pageId], siteValues())
  return {
    locale,
    pageId,
    content,
    head: pageHead(pageId, locale, content.meta),
  }
}

/** Nothing on this page needs script: it ships none. */
export const handle = staticPageHandle

export const meta = pageMeta

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain>
      <PageHeroSection content={content.hero} className="lg:pb-20" />
      <LegalDocumentSection content={content} />
    </PageMain>
  )
}
