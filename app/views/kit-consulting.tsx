import { KitConsultingRoadmap } from "#app/components/illustrations/kit-consulting-roadmap.tsx"
import { anchors } from "#app/config/anchors.ts"
import { pageBlocks, type ViewProps } from "#app/lib/page-route.ts"
import { ConsultingMethodSection } from "#app/sections/kit-consulting/consulting-method-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { loader } from "#app/routes/kit-consulting.tsx"

export default function KitConsultingView({
  loaderData,
}: ViewProps<typeof loader>) {
  const { content } = loaderData
  const block = pageBlocks(content, anchors.kitConsulting)
  return (
    <LandingPage content={content} illustration={KitConsultingRoadmap}>
      <IconCardGridSection
        {...block("areas")}
        columns={3}
        itemTestId="consulting-area"
      />
      <ConsultingMethodSection {...block("method")} />
      <IconCardGridSection
        {...block("sectors")}
        columns={3}
        itemTestId="consulting-sector"
      />
      <LeadPageEnd block={block} kind="kitConsulting" bandAccent="kit" />
    </LandingPage>
  )
}
