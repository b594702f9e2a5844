import { anchors } from "#app/config/anchors.ts"
import { clinicAgentsContent } from "#app/content/clinic-agents/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { AgentPageSections } from "#app/sections/shared/agent-page-sections.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { Route } from "./+types/clinic-agents"

export const loader = pageLoader("clinicAgents", clinicAgentsContent)

export const meta = pageMeta

export default function ClinicAgentsPage({ loaderData }: Route.ComponentProps) {
  const { content, head } = loaderData
  return (
    <LandingPage content={content} chat={content.examples.examples[0]}>
      <AgentPageSections
        content={content}
        ids={anchors.clinicAgents}
        head={head}
        kind="clinicDemo"
        shareNetworks={["whatsapp", "facebook", "linkedin", "x"]}
        hasCopyLink
      />
    </LandingPage>
  )
}
