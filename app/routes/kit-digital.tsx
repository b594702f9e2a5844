import { KitGrantVoucher } from "#app/components/illustrations/kit-grant-voucher.tsx"
import { kitDigitalContent } from "#app/content/kit-digital/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { kitSolutionIcons } from "#app/sections/kit-digital/kit-digital-icons.ts"
import { KitEligibilitySection } from "#app/sections/kit-digital/kit-eligibility-section.tsx"
import { KitProgrammeSection } from "#app/sections/kit-digital/kit-programme-section.tsx"
import { KitTiersSection } from "#app/sections/kit-digital/kit-tiers-section.tsx"
import { CtaContactSection } from "#app/sections/shared/cta-contact-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/kit-digital"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "kitDigital", kitDigitalContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function KitDigitalPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale}>
        <KitGrantVoucher className="mx-auto w-full max-w-md lg:max-w-none" />
      </PageHeroSection>
      <KitProgrammeSection content={content.programme} />
      <KitEligibilitySection content={content.eligibility} />
      <IconCardGridSection
        id="soluciones"
        content={content.solutions}
        icons={kitSolutionIcons}
        columns={4}
        itemTestId="kit-solution"
      />
      <KitTiersSection
        content={content.tiers}
        locale={locale}
        className="bg-slate-50"
      />
      <CtaContactSection
        cta={content.cta}
        contact={content.contact}
        kind="kitDigital"
        locale={locale}
        primaryClassName="bg-grant text-ink hover:bg-yellow-300"
      />
    </main>
  )
}
