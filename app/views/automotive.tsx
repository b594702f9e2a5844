import { anchors } from "#app/config/anchors.ts"
import { AgentPageSections } from "#app/sections/shared/agent-page-sections.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { ViewProps } from "#app/lib/page-route.ts"
import type { loader } from "#app/routes/automotive.tsx"

/** The dealership page, Spanish and French: the French variant has no chat examples. */
export default function AutomotiveView({
  loaderData,
}: ViewProps<typeof loader>) {
  const { content, head } = loaderData
  return (
    <LandingPage content={content} chat={content.heroChat}>
      <AgentPageSections
        content={content}
        ids={anchors.automotive}
        head={head}
        kind="dealerDemo"
        shareNetworks={["whatsapp"]}
      />
    </LandingPage>
  )
}
