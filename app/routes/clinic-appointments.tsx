import { LeadForm } from "#app/components/forms/lead-form.tsx"
import { site } from "#app/config/site.ts"
import { clinicAppointmentsContent } from "#app/content/clinic-appointments/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { AppointmentsHeroSection } from "#app/sections/clinic-appointments/appointments-hero-section.tsx"
import { AudienceBenefitsSection } from "#app/sections/clinic-appointments/audience-benefits-section.tsx"
import { ExplainerVideoSection } from "#app/sections/clinic-appointments/explainer-video-section.tsx"
import { HowItWorksSection } from "#app/sections/clinic-appointments/how-it-works-section.tsx"
import { LandingCardsSection } from "#app/sections/shared/landing-cards-section.tsx"
import { LandingCtaSection } from "#app/sections/shared/landing-cta-section.tsx"
import { LandingRequestSection } from "#app/sections/shared/landing-request-section.tsx"
import { LandingStatsSection } from "#app/sections/shared/landing-stats-section.tsx"
import type { Route } from "./+types/clinic-appointments"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "clinicAppointments", clinicAppointmentsContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function ClinicAppointmentsPage({
  loaderData,
}: Route.ComponentProps) {
  const { content, locale, head } = loaderData
  return (
    <main id="main">
      <AppointmentsHeroSection
        content={content}
        locale={locale}
        url={head.canonical}
        videoHash={site.videos.value.clinicExplainer ? "video" : null}
      />
      <LandingStatsSection stats={content.stats} accent="teal" />
      <ExplainerVideoSection
        id="video"
        content={content.video}
        videoId={site.videos.value.clinicExplainer}
      />
      <LandingCardsSection
        id="features"
        content={content.features}
        accent="teal"
        isTinted
      />
      <HowItWorksSection id="how-it-works" content={content.howItWorks} />
      <AudienceBenefitsSection id="benefits" content={content.benefits} />
      <LandingCtaSection
        id="cta"
        content={content.cta}
        targetHash="contacto"
        accent="teal"
      />
      <LandingRequestSection
        id="contacto"
        content={content.contact}
        accent="teal"
      >
        <LeadForm kind="clinicService" />
      </LandingRequestSection>
    </main>
  )
}
