import { QuarryWeighbridgeTruck } from "#app/components/illustrations/quarry-weighbridge-truck.tsx"
import { quarryContent } from "#app/content/quarry/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { quarryIcons } from "#app/sections/quarry/quarry-icons.ts"
import { QuarryModulesSection } from "#app/sections/quarry/quarry-modules-section.tsx"
import { CtaContactSection } from "#app/sections/shared/cta-contact-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/quarry"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "quarry", quarryContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function QuarryPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} tone="stone">
        <QuarryWeighbridgeTruck className="mx-auto w-full max-w-md lg:max-w-none" />
      </PageHeroSection>
      <IconCardGridSection
        id="funciones"
        content={content.features}
        icons={quarryIcons}
        columns={4}
        accentClassName="bg-amber-50 text-quarry-amber"
        eyebrowClassName="text-amber-800"
        itemTestId="quarry-feature"
      />
      <QuarryModulesSection content={content.modules} />
      <CtaContactSection
        cta={content.cta}
        contact={content.contact}
        kind="quarry"
        locale={locale}
        primaryClassName="bg-quarry-amber text-ink hover:bg-amber-500"
        accentClassName="text-amber-800"
      />
    </main>
  )
}
