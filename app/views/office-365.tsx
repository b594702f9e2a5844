import { OfficeAppsIllustration } from "#app/components/illustrations/office-apps-illustration.tsx"
import { anchors } from "#app/config/anchors.ts"
import { pageBlocks, type ViewProps } from "#app/lib/page-route.ts"
import { Office365BenefitsSection } from "#app/sections/office-365/office-365-benefits-section.tsx"
import { Office365ReasonsSection } from "#app/sections/office-365/office-365-reasons-section.tsx"
import { Office365TrustSection } from "#app/sections/office-365/office-365-trust-section.tsx"
import { LeadContactSection } from "#app/sections/shared/lead-contact-section.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import { TestimonialsSection } from "#app/sections/shared/testimonials-section.tsx"
import type { loader } from "#app/routes/office-365.tsx"

export default function Office365View({
  loaderData,
}: ViewProps<typeof loader>) {
  const { content } = loaderData
  const block = pageBlocks(content, anchors.office365)
  return (
    <LandingPage content={content} illustration={OfficeAppsIllustration}>
      <Office365BenefitsSection {...block("benefits")} />
      <Office365ReasonsSection {...block("reasons")} />
      <LeadContactSection {...block("form")} kind="office365" />
      <TestimonialsSection {...block("testimonials")} />
      <Office365TrustSection {...block("trust")} />
    </LandingPage>
  )
}
