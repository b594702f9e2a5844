import { QuarryWeighbridgeTruck } from "#app/components/illustrations/quarry-weighbridge-truck.tsx"
import { anchors } from "#app/config/anchors.ts"
import { quarryContent } from "#app/content/quarry/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { QuarryModulesSection } from "#app/sections/quarry/quarry-modules-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/quarry"

export const loader = pageLoader("quarry", quarryContent)

export const meta = pageMeta

const ids = anchors.quarry

export default function QuarryPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain>
      <PageHeroSection
        content={content.hero}
        illustration={QuarryWeighbridgeTruck}
      />
      <IconCardGridSection
        id={ids.features}
        content={content.features}
        columns={4}
        itemTestId="quarry-feature"
      />
      <QuarryModulesSection id={ids.modules} content={content.modules} />
      <LeadPageEnd content={content} ids={ids} kind="quarry" />
    </PageMain>
  )
}
