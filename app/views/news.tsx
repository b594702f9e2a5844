import { NewsUpdatesStack } from "#app/components/illustrations/news-updates-stack.tsx"
import { anchorId } from "#app/config/anchors.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { NewsUpdatesSection } from "#app/sections/news/news-updates-section.tsx"
import { NewsWebsiteSection } from "#app/sections/news/news-website-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadContactSection } from "#app/sections/shared/lead-contact-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { ViewProps } from "#app/lib/page-route.ts"
import type { loader } from "#app/routes/news.tsx"

export default function NewsView({ loaderData }: ViewProps<typeof loader>) {
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
