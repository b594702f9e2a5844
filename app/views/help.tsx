import { HelpModuleScreen } from "#app/components/illustrations/help-module-screen.tsx"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { HelpGuidesSection } from "#app/sections/help/help-guides-section.tsx"
import { HelpQuickSection } from "#app/sections/help/help-quick-section.tsx"
import { HelpSupportSection } from "#app/sections/help/help-support-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { helpHeroClassName } from "#app/sections/tutorials/help-hero-class.ts"
import type { ViewProps } from "#app/lib/page-route.ts"
import type { loader } from "#app/routes/help.tsx"

export default function HelpView({ loaderData }: ViewProps<typeof loader>) {
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
