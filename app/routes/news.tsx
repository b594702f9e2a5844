import { NewsUpdatesStack } from "#app/components/illustrations/news-updates-stack.tsx"
import { anchorId } from "#app/config/anchors.ts"
import { newsContent } from "#app/content/news/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { NewsUpdatesSection } from "#app/sections/news/news-updates-section.tsx"
import { NewsWebsiteSection } from "#app/sections/news/news-website-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadContactSection } from "#app/sections/shared/lead-contact-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/news"

export const loader = pageLoader("news", newsContent)

export const meta = pageMeta

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  const id = (name: Parameters<typeof anchorId<"news">>[1]) =>
    anchorId("news", name, locale)
  return (
    <PageMain>
      <PageHeroSection content={content.hero}>
        <NewsUpdatesStack className="mx-auto hidden w-full max-w-md sm:block lg:max-w-none" />
      </PageHeroSection>
      <NewsWebsiteSection id={id("website")} content={content.website} />
      <NewsUpdatesSection id={id("updates")} content={content.updates} />
      <IconCardGridSection
        id={id("benefits")}
        content={content.benefits}
        columns={3}
        itemTestId="news-benefit"
      />
      <div id={id("contactBlock")}>
        <LeadContactSection
          id={id("contact")}
          kind="news"
          content={content.contact}
        />
      </div>
    </PageMain>
  )
}
