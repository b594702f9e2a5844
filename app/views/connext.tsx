import { ConnextInboxIllustration } from "#app/components/illustrations/connext-inbox-illustration.tsx"
import { anchors } from "#app/config/anchors.ts"
import { pageBlocks, type ViewProps } from "#app/lib/page-route.ts"
import { ConnextAboutSection } from "#app/sections/connext/connext-about-section.tsx"
import { ConnextIntegrationSection } from "#app/sections/connext/connext-integration-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import { TestimonialsSection } from "#app/sections/shared/testimonials-section.tsx"
import type { loader } from "#app/routes/connext.tsx"

export default function ConnextView({ loaderData }: ViewProps<typeof loader>) {
  const { content } = loaderData
  const block = pageBlocks(content, anchors.connext)
  return (
    <LandingPage content={content} illustration={ConnextInboxIllustration}>
      <ConnextAboutSection {...block("about")} />
      <IconCardGridSection
        {...block("benefits")}
        columns={3}
        background="slate"
      />
      <IconCardGridSection
        {...block("audience")}
        columns={4}
        isSolid
        itemTestId="audience-card"
      />
      <ConnextIntegrationSection {...block("integration")} />
      <TestimonialsSection {...block("testimonials")} background="white" />
      <LeadPageEnd block={block} kind="connext" />
    </LandingPage>
  )
}
