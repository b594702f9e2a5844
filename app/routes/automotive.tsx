import { anchors } from "#app/config/anchors.ts"
import { automotiveContent } from "#app/content/automotive/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { AgentPageSections } from "#app/sections/shared/agent-page-sections.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import type { Route } from "./+types/automotive"

export const loader = pageLoader("automotive", automotiveContent)

export const meta = pageMeta

const ids = anchors.automotive

/** The dealership page, Spanish and French: the French variant has no chat examples. */
export default function AutomotivePage({ loaderData }: Route.ComponentProps) {
  const { content, head } = loaderData
  return (
    <PageMain>
      <PageHeroSection content={content.hero} chat={content.heroChat} />
      <AgentPageSections
        content={content}
        ids={ids}
        head={head}
        kind="dealerDemo"
        shareNetworks={["whatsapp"]}
      />
    </PageMain>
  )
}
