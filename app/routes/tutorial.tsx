import { findPageRoute } from "#app/config/pages.ts"
import { tutorialContent, tutorialOrder } from "#app/content/tutorials/index.ts"
import type { TutorialPageId } from "#app/content/tutorials/types.ts"
import { pageHead } from "#app/lib/meta.ts"
import { pageMeta } from "#app/lib/page-route.ts"
import type { Route } from "./+types/tutorial"
import TutorialView from "#app/views/tutorial.tsx"

export function loader({ request }: Route.LoaderArgs) {
  const route = findPageRoute(new URL(request.url).pathname)
  const index = tutorialOrder.findIndex((id) => id === route?.pageId)
  const pageId = tutorialOrder[index]
  if (!route || !pageId) throw new Error(`No tutorial at ${request.url}`)
  const locale = route.locale === "en" ? "en" : "es"
  const { ui, pages } = tutorialContent[locale]
  const content = pages[pageId]
  const neighbour = (id: TutorialPageId | undefined) =>
    id ? { page: id, title: pages[id].shortTitle } : undefined
  return {
    locale,
    pageId,
    content,
    ui,
    previous: neighbour(tutorialOrder[index - 1]),
    next: neighbour(tutorialOrder[index + 1]),
    head: pageHead(pageId, locale, content.meta),
  }
}

export const meta = pageMeta

export default TutorialView
