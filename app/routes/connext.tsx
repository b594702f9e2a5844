import { ConnextInboxIllustration } from "#app/components/illustrations/connext-inbox-illustration.tsx"
import { connextContent } from "#app/content/connext/index.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { ConnextAboutSection } from "#app/sections/connext/connext-about-section.tsx"
import { connextCardIcons } from "#app/sections/connext/connext-icon.tsx"
import { ConnextIntegrationSection } from "#app/sections/connext/connext-integration-section.tsx"
import { ConnextTestimonialsSection } from "#app/sections/connext/connext-testimonials-section.tsx"
import { CtaBandSection } from "#app/sections/shared/cta-band-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadContactSection } from "#app/sections/shared/lead-contact-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/connext"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "connext", connextContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

const violet = {
  eyebrowClassName: "text-violet-deep",
  icons: connextCardIcons,
} as const

export default function ConnextPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  const { common } = useCommon()
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} tone="violet">
        <ConnextInboxIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
      </PageHeroSection>
      <ConnextAboutSection content={content.about} />
      <IconCardGridSection
        id="benefits"
        {...violet}
        content={content.benefits}
        accentClassName="bg-violet/10 text-violet-deep"
        className="bg-slate-50"
      />
      <IconCardGridSection
        id="audience"
        {...violet}
        content={content.audience}
        columns={4}
        accentClassName="bg-violet text-white"
        itemTestId="audience-card"
      />
      <ConnextIntegrationSection content={content.integration} />
      <ConnextTestimonialsSection
        content={content.testimonials}
        labels={common.carousel}
      />
      <CtaBandSection
        id="cta"
        content={content.cta}
        locale={locale}
        primaryClassName="bg-violet text-white hover:bg-violet-deep"
      />
      <LeadContactSection
        id="contact"
        kind="connext"
        content={content.contact}
        accentClassName="text-violet-deep"
        className="bg-violet-50"
      />
    </main>
  )
}
