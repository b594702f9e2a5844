import { OfficeAppsIllustration } from "#app/components/illustrations/office-apps-illustration.tsx"
import { anchors } from "#app/config/anchors.ts"
import { office365Content } from "#app/content/office-365/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { Office365BenefitsSection } from "#app/sections/office-365/office-365-benefits-section.tsx"
import { Office365ReasonsSection } from "#app/sections/office-365/office-365-reasons-section.tsx"
import { Office365TrustSection } from "#app/sections/office-365/office-365-trust-section.tsx"
import { LeadContactSection } from "#app/sections/shared/lead-contact-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { TestimonialsSection } from "#app/sections/shared/testimonials-section.tsx"
import type { Route } from "./+types/office-365"

export const loader = pageLoader("office365", office365Content)

export const meta = pageMeta

const ids = anchors.office365

export default function Office365Page({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain>
      <PageHeroSection
        content={content.hero}
        illustration={OfficeAppsIllustration}
      />
      <Office365BenefitsSection id={ids.benefits} content={content.benefits} />
      <Office365ReasonsSection id={ids.reasons} content={content.reasons} />
      <LeadContactSection
        id={ids.form}
        kind="office365"
        content={content.form}
      />
      <TestimonialsSection
        id={ids.testimonials}
        content={content.testimonials}
      />
      <Office365TrustSection id={ids.trust} content={content.trust} />
    </PageMain>
  )
}
