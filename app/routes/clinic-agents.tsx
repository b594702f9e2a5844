import { clinicAgentsContent } from "#app/content/clinic-agents/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/clinic-agents"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "clinicAgents", clinicAgentsContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

export default function ClinicAgentsPage({ loaderData }: Route.ComponentProps) {
  const { content, locale } = loaderData
  return (
    <main id="main">
      <PageHeroSection content={content.hero} locale={locale} tone="teal" />
    </main>
  )
}
