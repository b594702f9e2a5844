import { anchors } from "#app/config/anchors.ts"
import { clinicAgentsContent } from "#app/content/clinic-agents/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { AgentPageSections } from "#app/sections/shared/agent-page-sections.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/clinic-agents"

export const loader = pageLoader("clinicAgents", clinicAgentsContent)

export const meta = pageMeta

const ids = anchors.clinicAgents

export default function ClinicAgentsPage({ loaderData }: Route.ComponentProps) {
  const { content, head } = loaderData
  return (
    <PageMain>
      <PageHeroSection
        content={content.hero}
        chat={content.examples.examples[0]}
      />
      <AgentPageSections
        content={content}
        ids={ids}
        head={head}
        kind="clinicDemo"
        shareNetworks={["whatsapp", "facebook", "linkedin", "x"]}
        hasCopyLink
      />
    </PageMain>
  )
}
