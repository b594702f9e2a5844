import { anchors } from "#app/config/anchors.ts"
import { automotiveContent } from "#app/content/automotive/index.ts"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { AgentPageSections } from "#app/sections/shared/agent-page-sections.tsx"
import { LandingPage } from "#app/sections/shared/landing-page.tsx"
import type { Route } from "./+types/automotive"

export const loader = pageLoader("automotive", automotiveContent)

export const meta = pageMeta

/** The dealership page, Spanish and French: the French variant has no chat examples. */
export default function AutomotivePage({ loaderData }: Route.ComponentProps) {
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
