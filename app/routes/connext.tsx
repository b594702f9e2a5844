import { ConnextInboxIllustration } from "#app/components/illustrations/connext-inbox-illustration.tsx"
import { connextContent } from "#app/content/connext/index.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { ConnextAboutSection } from "#app/sections/connext/connext-about-section.tsx"
import { ConnextAudienceSection } from "#app/sections/connext/connext-audience-section.tsx"
import { ConnextBenefitsSection } from "#app/sections/connext/connext-benefits-section.tsx"
import { ConnextContactSection } from "#app/sections/connext/connext-contact-section.tsx"
import { ConnextCtaSection } from "#app/sections/connext/connext-cta-section.tsx"
import { ConnextIntegrationSection } from "#app/sections/connext/connext-integration-section.tsx"
import { ConnextTestimonialsSection } from "#app/sections/connext/connext-testimonials-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/connext"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "connext", connextContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function ConnextPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  const { common } = useCommon()
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} tone="violet">
        <ConnextInboxIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
      </PageHeroSection>
      <ConnextAboutSection content={content.about} />
      <ConnextBenefitsSection content={content.benefits} />
      <ConnextAudienceSection content={content.audience} />
      <ConnextIntegrationSection content={content.integration} />
      <ConnextTestimonialsSection
        content={content.testimonials}
        labels={common.carousel}
      />
      <ConnextCtaSection content={content.cta} locale={locale} />
      <ConnextContactSection content={content.contact} />
    </main>
  )
}
