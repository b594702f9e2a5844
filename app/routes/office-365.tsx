import { OfficeAppsIllustration } from "#app/components/illustrations/office-apps-illustration.tsx"
import { office365Content } from "#app/content/office-365/index.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { Office365BenefitsSection } from "#app/sections/office-365/office-365-benefits-section.tsx"
import { Office365FormSection } from "#app/sections/office-365/office-365-form-section.tsx"
import { Office365ReasonsSection } from "#app/sections/office-365/office-365-reasons-section.tsx"
import { Office365TestimonialSection } from "#app/sections/office-365/office-365-testimonial-section.tsx"
import { Office365TrustSection } from "#app/sections/office-365/office-365-trust-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/office-365"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "office365", office365Content)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function Office365Page({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  const { common } = useCommon()
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} tone="office">
        <OfficeAppsIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
      </PageHeroSection>
      <Office365BenefitsSection content={content.benefits} />
      <Office365ReasonsSection content={content.reasons} />
      <Office365FormSection content={content.form} />
      <Office365TestimonialSection
        content={content.testimonial}
        ratingLabel={common.carousel.rating}
      />
      <Office365TrustSection content={content.trust} />
    </main>
  )
}
