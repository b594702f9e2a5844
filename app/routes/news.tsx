import { NewsUpdatesStack } from "#app/components/illustrations/news-updates-stack.tsx"
import { newsContent } from "#app/content/news/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { newsBenefitIcons } from "#app/sections/news/news-icons.ts"
import { NewsUpdatesSection } from "#app/sections/news/news-updates-section.tsx"
import { NewsWebsiteSection } from "#app/sections/news/news-website-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadContactSection } from "#app/sections/shared/lead-contact-section.tsx"
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
      <PageHeroSection content={content.hero} locale={locale}>
        <NewsUpdatesStack className="mx-auto hidden w-full max-w-md sm:block lg:max-w-none" />
      </PageHeroSection>
      <NewsWebsiteSection content={content.website} locale={locale} />
      <NewsUpdatesSection content={content.updates} locale={locale} />
      <IconCardGridSection
        id="ventajas"
        content={content.benefits}
        icons={newsBenefitIcons}
        itemTestId="news-benefit"
      />
      <div id={content.contact.wrapperId}>
        <LeadContactSection
          id={content.contact.id}
          kind="news"
          content={content.contact.content}
        />
      </div>
    </main>
  )
}
