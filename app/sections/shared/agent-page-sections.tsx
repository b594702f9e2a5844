import type { LeadFormKind } from "#app/components/forms/lead-form.tsx"
import type { ShareNetwork } from "#app/components/ui/share-buttons.tsx"
import type { AgentPageContent } from "#app/content/common/page-shapes.ts"
import type { PageHead } from "#app/lib/meta.ts"
import { pageBlocks } from "#app/lib/page-route.ts"
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
  const block = pageBlocks(content, ids)
  return (
    <>
      <StatsSection stats={content.stats} />
      {content.examples ? (
        <ChatExamplesSection id={ids.examples} content={content.examples} />
      ) : null}
      <IconCardGridSection {...block("challenges")} />
      <IconCardGridSection {...block("solutions")} background="slate" />
      <AgentGridSection {...block("assistants")} />
      <TestimonialsSection {...block("testimonials")} />
      <ShareSection
        {...block("share")}
        head={head}
        networks={shareNetworks}
        hasCopyLink={hasCopyLink}
      />
      <LeadContactSection {...block("demo")} kind={kind} />
    </>
  )
}
