import { kitConsultingContent } from "#app/content/kit-consulting/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/kit-consulting"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "kitConsulting", kitConsultingContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function KitConsultingPage({
  loaderData,
}: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} />
    </main>
  )
}
