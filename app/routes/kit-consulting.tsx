import { KitConsultingRoadmap } from "#app/components/illustrations/kit-consulting-roadmap.tsx"
import { anchors } from "#app/config/anchors.ts"
import { kitConsultingContent } from "#app/content/kit-consulting/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { ConsultingMethodSection } from "#app/sections/kit-consulting/consulting-method-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/kit-consulting"

export const loader = pageLoader("kitConsulting", kitConsultingContent)

export const meta = pageMeta

const ids = anchors.kitConsulting

export default function KitConsultingPage({
  loaderData,
}: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain>
      <PageHeroSection
        content={content.hero}
        illustration={KitConsultingRoadmap}
      />
      <IconCardGridSection
        id={ids.areas}
        content={content.areas}
        columns={3}
        itemTestId="consulting-area"
      />
      <ConsultingMethodSection id={ids.method} content={content.method} />
      <IconCardGridSection
        id={ids.sectors}
        content={content.sectors}
        columns={3}
        itemTestId="consulting-sector"
      />
      <LeadPageEnd
        content={content}
        ids={ids}
        kind="kitConsulting"
        bandAccent="kit"
      />
    </PageMain>
  )
}
