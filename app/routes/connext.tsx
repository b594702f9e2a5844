import { connextContent } from "#app/content/connext/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/connext"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "connext", connextContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function ConnextPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} tone="violet" />
    </main>
  )
}
