import { HelpModuleScreen } from "#app/components/illustrations/help-module-screen.tsx"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { HelpSupportSection } from "#app/sections/help/help-support-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { helpHeroClassName } from "#app/sections/tutorials/help-hero-class.ts"
import { TutorialBreadcrumb } from "#app/sections/tutorials/tutorial-breadcrumb.tsx"
import { TutorialPagerSection } from "#app/sections/tutorials/tutorial-pager-section.tsx"
import { TutorialStepsSection } from "#app/sections/tutorials/tutorial-steps-section.tsx"
import { TutorialVideoSection } from "#app/sections/tutorials/tutorial-video-section.tsx"
import type { ViewProps } from "#app/lib/page-route.ts"
import type { loader } from "#app/routes/tutorial.tsx"

export default function TutorialView({ loaderData }: ViewProps<typeof loader>) {
  const { content, ui, pageId, previous, next } = loaderData
  const screen = <HelpModuleScreen module={pageId} className="w-full" />
  return (
    <PageMain>
      <PageHeroSection
        content={content.hero}
        className={helpHeroClassName}
        before={
          <TutorialBreadcrumb
            labels={ui.breadcrumb}
            current={content.shortTitle}
          />
        }
      >
        <div
          aria-hidden="true"
          className="mx-auto hidden max-w-xl drop-shadow-2xl sm:block"
        >
          {screen}
        </div>
      </PageHeroSection>
      <TutorialStepsSection content={content.steps} ui={ui} />
      {content.video ? (
        <TutorialVideoSection
          content={content.video}
          eyebrow={ui.videoEyebrow}
          poster={screen}
        />
      ) : null}
      <HelpSupportSection content={ui.support} />
      <TutorialPagerSection labels={ui.pager} previous={previous} next={next} />
    </PageMain>
  )
}
