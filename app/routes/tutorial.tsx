import { HelpModuleScreen } from "#app/components/illustrations/help-module-screen.tsx"
import { findPageRoute } from "#app/config/pages.ts"
import { tutorialContent, tutorialOrder } from "#app/content/tutorials/index.ts"
import type { TutorialPageId } from "#app/content/tutorials/types.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageHead } from "#app/lib/meta.ts"
import { pageMeta } from "#app/lib/page-route.ts"
import { HelpSupportSection } from "#app/sections/help/help-support-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { helpHeroClassName } from "#app/sections/tutorials/help-hero-class.ts"
import { TutorialBreadcrumb } from "#app/sections/tutorials/tutorial-breadcrumb.tsx"
import { TutorialPagerSection } from "#app/sections/tutorials/tutorial-pager-section.tsx"
import { TutorialStepsSection } from "#app/sections/tutorials/tutorial-steps-section.tsx"
import { TutorialVideoSection } from "#app/sections/tutorials/tutorial-video-section.tsx"
import type { Route } from "./+types/tutorial"

export function loader({ request }: Route.LoaderArgs) {
  const route = findPageRoute(new URL(request.url).pathname)
  const index = tutorialOrder.findIndex((id) => id === route?.pageId)
  const pageId = tutorialOrder[index]
  if (!pageId) throw new Error(`No tutorial at ${request.url}`)
  const { ui, pages } = tutorialContent.es
  const content = pages[pageId]
  const neighbour = (id: TutorialPageId | undefined) =>
    id ? { page: id, title: pages[id].shortTitle } : undefined
  return {
    locale: "es" as const,
    pageId,
    content,
    ui,
    previous: neighbour(tutorialOrder[index - 1]),
    next: neighbour(tutorialOrder[index + 1]),
    head: pageHead(pageId, "es", content.meta),
  }
}

export const meta = pageMeta

export default function TutorialPage({ loaderData }: Route.ComponentProps) {
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
