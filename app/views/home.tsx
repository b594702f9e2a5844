import { anchors } from "#app/config/anchors.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { AboutSection } from "#app/sections/home/about-section.tsx"
import { AiPlatformSection } from "#app/sections/home/ai-platform-section.tsx"
import { ContactSection } from "#app/sections/home/contact-section.tsx"
import { HeroTiles } from "#app/sections/home/hero-tiles.tsx"
import { HostingSection } from "#app/sections/home/hosting-section.tsx"
import { ServicesSection } from "#app/sections/home/services-section.tsx"
import { SuccessStoriesSection } from "#app/sections/home/success-stories-section.tsx"
import { TrabemFlexSection } from "#app/sections/home/trabem-flex-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { ShareSection } from "#app/sections/shared/share-section.tsx"
import type { ViewProps } from "#app/lib/page-route.ts"
import type { loader } from "#app/routes/home.tsx"

export default function HomeView({ loaderData }: ViewProps<typeof loader>) {
  const { content, head } = loaderData
  return (
    <PageMain>
      <PageHeroSection content={content.hero}>
        <HeroTiles content={content.heroTiles} />
      </PageHeroSection>
      <ServicesSection content={content.services} />
      <HostingSection content={content.hosting} />
      <TrabemFlexSection content={content.trabemFlex} />
      <AiPlatformSection content={content.aiPlatform} />
      <SuccessStoriesSection content={content.stories} />
      <AboutSection content={content.about} />
      <ContactSection content={content.contact} />
      <ShareSection
        id={anchors.home.share}
        content={content.share}
        head={head}
        networks={["x", "facebook", "linkedin", "whatsapp"]}
        hasCopyLink
      />
    </PageMain>
  )
}
