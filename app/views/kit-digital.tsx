import { KitGrantVoucher } from "#app/components/illustrations/kit-grant-voucher.tsx"
import { anchors } from "#app/config/anchors.ts"
import { pageBlocks, type ViewProps } from "#app/lib/page-route.ts"
import { KitEligibilitySection } from "#app/sections/kit-digital/kit-eligibility-section.tsx"
import { KitProgrammeSection } from "#app/sections/kit-digital/kit-programme-section.tsx"
import { KitTiersSection } from "#app/sections/kit-digital/kit-tiers-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { loader } from "#app/routes/kit-digital.tsx"

export default function KitDigitalView({
  loaderData,
}: ViewProps<typeof loader>) {
  const { content } = loaderData
  const block = pageBlocks(content, anchors.kitDigital)
  return (
    <LandingPage content={content} illustration={KitGrantVoucher}>
      <KitProgrammeSection {...block("programme")} />
      <KitEligibilitySection {...block("eligibility")} />
      <IconCardGridSection
        {...block("solutions")}
        columns={4}
        itemTestId="kit-solution"
      />
      <KitTiersSection {...block("tiers")} />
      <LeadPageEnd block={block} kind="kitDigital" bandAccent="kit" />
    </LandingPage>
  )
}
