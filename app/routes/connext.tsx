import { ConnextInboxIllustration } from "#app/components/illustrations/connext-inbox-illustration.tsx"
import { anchors } from "#app/config/anchors.ts"
import { connextContent } from "#app/content/connext/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { ConnextAboutSection } from "#app/sections/connext/connext-about-section.tsx"
import { ConnextIntegrationSection } from "#app/sections/connext/connext-integration-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { TestimonialsSection } from "#app/sections/shared/testimonials-section.tsx"
import type { Route } from "./+types/connext"

export const loader = pageLoader("connext", connextContent)

export const meta = pageMeta

const ids = anchors.connext

export default function ConnextPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain>
      <PageHeroSection
        content={content.hero}
        illustration={ConnextInboxIllustration}
      />
      <ConnextAboutSection id={ids.about} content={content.about} />
      <IconCardGridSection
        id={ids.benefits}
        content={content.benefits}
        columns={3}
        background="slate"
      />
      <IconCardGridSection
        id={ids.audience}
        content={content.audience}
        columns={4}
        isSolid
        itemTestId="audience-card"
      />
      <ConnextIntegrationSection
        id={ids.integration}
        content={content.integration}
      />
      <TestimonialsSection
        id={ids.testimonials}
        content={content.testimonials}
        background="white"
      />
      <LeadPageEnd content={content} ids={ids} kind="connext" />
    </PageMain>
  )
}
