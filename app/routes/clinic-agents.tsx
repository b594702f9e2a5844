import { anchors } from "#app/config/anchors.ts"
import { clinicAgentsContent } from "#app/content/clinic-agents/index.ts"
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
      <StatsSection stats={content.stats} />
      <ChatExamplesSection id={ids.examples} content={content.examples} />
      <IconCardGridSection id={ids.painPoints} content={content.painPoints} />
      <IconCardGridSection
        id={ids.features}
        content={content.features}
        background="slate"
      />
      <AgentGridSection id={ids.agents} content={content.agents} />
      <TestimonialsSection
        id={ids.testimonials}
        content={content.testimonials}
      />
      <ShareSection
        id={ids.share}
        content={content.share}
        head={head}
        networks={["whatsapp", "facebook", "linkedin", "x"]}
        hasCopyLink
      />
      <LeadContactSection
        id={ids.demo}
        kind="clinicDemo"
        content={content.demo}
      />
    </PageMain>
  )
}
