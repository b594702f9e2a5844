import type { LeadFormKind } from "#app/components/forms/lead-form.tsx"
import type { ShareNetwork } from "#app/components/ui/share-buttons.tsx"
import type { AgentPageContent } from "#app/content/common/page-shapes.ts"
import type { PageHead } from "#app/lib/meta.ts"
import { AgentGridSection } from "./agent-grid-section.tsx"
import { ChatExamplesSection } from "./chat-examples-section.tsx"
import { IconCardGridSection } from "./icon-card-grid-section.tsx"
import { LeadContactSection } from "./lead-contact-section.tsx"
import { ShareSection } from "./share-section.tsx"
import { StatsSection } from "./stats-section.tsx"
import { TestimonialsSection } from "./testimonials-section.tsx"

type SectionKey = Exclude<keyof AgentPageContent, "meta" | "hero" | "stats">

interface AgentPageSectionsProps {
  readonly content: AgentPageContent
  readonly ids: Readonly<Record<SectionKey, string>>
  readonly head: Pick<PageHead, "canonical" | "title" | "description">
  /** The demo form's kind. */
  readonly kind: LeadFormKind
  readonly shareNetworks: readonly ShareNetwork[]
  readonly hasCopyLink?: boolean
}

/**
 * A virtual-agent page after its hero (clinics, dealerships): the claims,
 * the conversations when the page has them, what the business struggles
 * with, what the agents bring, the agents, testimonials, sharing and the
 * demo form.
 */
export function AgentPageSections({
  content,
  ids,
  head,
  kind,
  shareNetworks,
  hasCopyLink,
}: AgentPageSectionsProps) {
  return (
    <>
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
        networks={shareNetworks}
        hasCopyLink={hasCopyLink}
      />
      <LeadContactSection id={ids.demo} kind={kind} content={content.demo} />
    </>
  )
}
