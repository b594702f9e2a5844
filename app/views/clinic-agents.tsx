import { anchors } from "#app/config/anchors.ts"
import { AgentPageSections } from "#app/sections/shared/agent-page-sections.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { ViewProps } from "#app/lib/page-route.ts"
import type { loader } from "#app/routes/clinic-agents.tsx"

export default function ClinicAgentsView({
  loaderData,
}: ViewProps<typeof loader>) {
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
