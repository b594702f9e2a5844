import { QuarryWeighbridgeTruck } from "#app/components/illustrations/quarry-weighbridge-truck.tsx"
import { anchors } from "#app/config/anchors.ts"
import { pageBlocks, type ViewProps } from "#app/lib/page-route.ts"
import { QuarryModulesSection } from "#app/sections/quarry/quarry-modules-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { loader } from "#app/routes/quarry.tsx"

export default function QuarryView({ loaderData }: ViewProps<typeof loader>) {
  const { content } = loaderData
  const block = pageBlocks(content, anchors.quarry)
  return (
    <LandingPage content={content} illustration={QuarryWeighbridgeTruck}>
      <IconCardGridSection
        {...block("features")}
        columns={4}
        itemTestId="quarry-feature"
      />
      <QuarryModulesSection {...block("modules")} />
      <LeadPageEnd block={block} kind="quarry" />
    </LandingPage>
  )
}
