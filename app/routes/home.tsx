import { homeContent } from "#app/content/home/index.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { AboutSection } from "#app/sections/home/about-section.tsx"
import { AiPlatformSection } from "#app/sections/home/ai-platform-section.tsx"
import { ContactSection } from "#app/sections/home/contact-section.tsx"
import { HeroTiles } from "#app/sections/home/hero-tiles.tsx"
import { HostingSection } from "#app/sections/home/hosting-section.tsx"
import { ServicesSection } from "#app/sections/home/services-section.tsx"
import { ShareSection } from "#app/sections/home/share-section.tsx"
import { SuccessStoriesSection } from "#app/sections/home/success-stories-section.tsx"
import { TrabemFlexSection } from "#app/sections/home/trabem-flex-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/home"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "home", homeContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { content, locale, head } = loaderData
  const { common } = useCommon()
  const newTabLabel = common.footer.opensInNewTab
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale}>
        <HeroTiles content={content.heroTiles} />
      </PageHeroSection>
      <ServicesSection content={content.services} locale={locale} />
      <HostingSection content={content.hosting} locale={locale} />
      <TrabemFlexSection
        content={content.trabemFlex}
        locale={locale}
        newTabLabel={newTabLabel}
      />
      <AiPlatformSection
        content={content.aiPlatform}
        locale={locale}
        newTabLabel={newTabLabel}
      />
      <SuccessStoriesSection
        content={content.stories}
        labels={common.carousel}
      />
      <AboutSection content={content.about} />
      <ContactSection
        content={content.contact}
        common={common}
        locale={locale}
      />
      <ShareSection
        content={content.share}
        page={{
          url: head.canonical,
          title: head.title,
          description: head.description,
        }}
      />
    </main>
  )
}
