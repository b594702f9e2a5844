import { KitConsultingRoadmap } from "#app/components/illustrations/kit-consulting-roadmap.tsx"
import { anchors } from "#app/config/anchors.ts"
import { kitConsultingContent } from "#app/content/kit-consulting/index.ts"
import { pageBlocks, pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { ConsultingMethodSection } from "#app/sections/kit-consulting/consulting-method-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { Route } from "./+types/kit-consulting"

export const loader = pageLoader("kitConsulting", kitConsultingContent)

export const meta = pageMeta

export default function KitConsultingPage({
  loaderData,
}: Route.ComponentProps) {
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
