import { automotiveContent } from "#app/content/automotive/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/automotive"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "automotive", automotiveContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function AutomotivePage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} tone="graphite" />
    </main>
  )
}
