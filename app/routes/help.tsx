import { HelpModuleScreen } from "#app/components/illustrations/help-module-screen.tsx"
import { helpContent } from "#app/content/help/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { HelpGuidesSection } from "#app/sections/help/help-guides-section.tsx"
import { HelpQuickSection } from "#app/sections/help/help-quick-section.tsx"
import { HelpSupportSection } from "#app/sections/help/help-support-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { helpHeroClassName } from "#app/sections/tutorials/help-hero-class.ts"
import type { Route } from "./+types/help"

export const loader = pageLoader("help", helpContent)

export const meta = pageMeta

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain>
      <PageHeroSection content={content.hero} className={helpHeroClassName}>
        <div
          aria-hidden="true"
          className="mx-auto hidden max-w-xl drop-shadow-2xl sm:block"
        >
          <HelpModuleScreen module="help" className="w-full" />
        </div>
      </PageHeroSection>
      <HelpGuidesSection content={content.guides} />
      <HelpQuickSection content={content.quickHelp} />
      <HelpSupportSection content={content.support} />
    </PageMain>
  )
}
