import { anchors } from "#app/config/anchors.ts"
import { automotiveContent } from "#app/content/automotive/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { AgentGridSection } from "#app/sections/shared/agent-grid-section.tsx"
import { ChatExamplesSection } from "#app/sections/shared/chat-examples-section.tsx"
import { IconCardGridSection } from "#app/sections/shared/icon-card-grid-section.tsx"
import { LeadContactSection } from "#app/sections/shared/lead-contact-section.tsx"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { ShareSection } from "#app/sections/shared/share-section.tsx"
import { StatsSection } from "#app/sections/shared/stats-section.tsx"
import { TestimonialsSection } from "#app/sections/shared/testimonials-section.tsx"
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
      <StatsSection stats={content.stats} />
      {content.examples ? (
        <ChatExamplesSection id={ids.examples} content={content.examples} />
      ) : null}
      <IconCardGridSection id={ids.challenges} content={content.challenges} />
      <IconCardGridSection
        id={ids.solutions}
        content={content.solutions}
        background="slate"
      />
      <AgentGridSection id={ids.assistants} content={content.assistants} />
      <TestimonialsSection
        id={ids.testimonials}
        content={content.testimonials}
      />
      <ShareSection
        id={ids.share}
        content={content.share}
        head={head}
        networks={["whatsapp"]}
      />
      <LeadContactSection
        id={ids.demo}
        kind="dealerDemo"
        content={content.demo}
      />
    </PageMain>
  )
}
