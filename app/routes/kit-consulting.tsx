import { KitConsultingRoadmap } from "#app/components/illustrations/kit-consulting-roadmap.tsx"
import { kitConsultingContent } from "#app/content/kit-consulting/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import {
  consultingAreaIcons,
  consultingSectorIcons,
} from "#app/sections/kit-consulting/consulting-icons.ts"
import { ConsultingMethodSection } from "#app/sections/kit-consulting/consulting-method-section.tsx"
import { CtaContactSection } from "#app/sections/shared/cta-contact-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/kit-consulting"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "kitConsulting", kitConsultingContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function KitConsultingPage({
  loaderData,
}: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale}>
        <KitConsultingRoadmap className="mx-auto w-full max-w-md lg:max-w-none" />
      </PageHeroSection>
      <IconCardGridSection
        id="areas"
        content={content.areas}
        icons={consultingAreaIcons}
        itemTestId="consulting-area"
      />
      <ConsultingMethodSection content={content.method} />
      <IconCardGridSection
        id="sectores"
        content={content.sectors}
        icons={consultingSectorIcons}
        itemTestId="consulting-sector"
      />
      <CtaContactSection
        cta={content.cta}
        contact={content.contact}
        kind="kitConsulting"
        locale={locale}
        primaryClassName="bg-grant text-ink hover:bg-yellow-300"
      />
    </main>
  )
}
