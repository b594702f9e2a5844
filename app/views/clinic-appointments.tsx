import { anchors } from "#app/config/anchors.ts"
import { site } from "#app/config/site.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageBlocks, type ViewProps } from "#app/lib/page-route.ts"
import { AppointmentsHeroSection } from "#app/sections/clinic-appointments/appointments-hero-section.tsx"
import { AudienceBenefitsSection } from "#app/sections/clinic-appointments/audience-benefits-section.tsx"
import { ExplainerVideoSection } from "#app/sections/clinic-appointments/explainer-video-section.tsx"
import { HowItWorksSection } from "#app/sections/clinic-appointments/how-it-works-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { StatsSection } from "#app/sections/shared/stats-section.tsx"
import type { loader } from "#app/routes/clinic-appointments.tsx"

export default function ClinicAppointmentsView({
  loaderData,
}: ViewProps<typeof loader>) {
  const { content, head } = loaderData
  const block = pageBlocks(content, anchors.clinicAppointments)
  // Until the owner configures the explainer, nothing promises it: no hero
  // button, no section with a poster that never plays.
  const videoId = site.videos.value.clinicExplainer
  return (
    <PageMain>
      <AppointmentsHeroSection
        content={content}
        url={head.canonical}
        hasVideo={videoId !== null}
      />
      <StatsSection stats={content.stats} />
      {videoId === null ? null : (
        <ExplainerVideoSection {...block("video")} videoId={videoId} />
      )}
      <IconCardGridSection {...block("features")} background="slate" />
      <HowItWorksSection {...block("howItWorks")} />
      <AudienceBenefitsSection {...block("benefits")} />
      <LeadPageEnd block={block} kind="clinicService" />
    </PageMain>
  )
}
