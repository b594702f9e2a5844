import { KitGrantVoucher } from "#app/components/illustrations/kit-grant-voucher.tsx"
import { anchors } from "#app/config/anchors.ts"
import { kitDigitalContent } from "#app/content/kit-digital/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { KitEligibilitySection } from "#app/sections/kit-digital/kit-eligibility-section.tsx"
import { KitProgrammeSection } from "#app/sections/kit-digital/kit-programme-section.tsx"
import { KitTiersSection } from "#app/sections/kit-digital/kit-tiers-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadPageEnd } from "#app/sections/shared/lead-page-end.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/kit-digital"

export const loader = pageLoader("kitDigital", kitDigitalContent)

export const meta = pageMeta

const ids = anchors.kitDigital

export default function KitDigitalPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain>
      <PageHeroSection content={content.hero} illustration={KitGrantVoucher} />
      <KitProgrammeSection id={ids.programme} content={content.programme} />
      <KitEligibilitySection
        id={ids.eligibility}
        content={content.eligibility}
      />
      <IconCardGridSection
        id={ids.solutions}
        content={content.solutions}
        columns={4}
        itemTestId="kit-solution"
      />
      <KitTiersSection id={ids.tiers} content={content.tiers} />
      <LeadPageEnd
        content={content}
        ids={ids}
        kind="kitDigital"
        bandAccent="kit"
      />
    </PageMain>
  )
}
