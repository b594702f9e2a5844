import { anchors } from "#app/config/anchors.ts"
import { site } from "#app/config/site.ts"
import { clinicAppointmentsContent } from "#app/content/clinic-appointments/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { AppointmentsHeroSection } from "#app/sections/clinic-appointments/appointments-hero-section.tsx"
import { AudienceBenefitsSection } from "#app/sections/clinic-appointments/audience-benefits-section.tsx"
import { ExplainerVideoSection } from "#app/sections/clinic-appointments/explainer-video-section.tsx"
import { HowItWorksSection } from "#app/sections/clinic-appointments/how-it-works-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { StatsSection } from "#app/sections/shared/stats-section.tsx"
import type { Route } from "./+types/clinic-appointments"

export const loader = pageLoader(
  "clinicAppointments",
  clinicAppointmentsContent,
)

export const meta = pageMeta

const ids = anchors.clinicAppointments

export default function ClinicAppointmentsPage({
  loaderData,
}: Route.ComponentProps) {
  const { content, head } = loaderData
  return (
    <PageMain>
      <AppointmentsHeroSection
        content={content}
        url={head.canonical}
        hasVideo={site.videos.value.clinicExplainer !== null}
      />
      <StatsSection stats={content.stats} />
      <ExplainerVideoSection
        id={ids.video}
        content={content.video}
        videoId={site.videos.value.clinicExplainer}
      />
      <IconCardGridSection
        id={ids.features}
        content={content.features}
        background="slate"
      />
      <HowItWorksSection id={ids.howItWorks} content={content.howItWorks} />
      <AudienceBenefitsSection id={ids.benefits} content={content.benefits} />
      <LeadPageEnd content={content} ids={ids} kind="clinicService" />
    </PageMain>
  )
}
