import { helpContent } from "#app/content/help/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/help"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "help", helpContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} />
    </main>
  )
}
