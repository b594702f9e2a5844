import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { Section } from "#app/components/ui/section.tsx"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { ChannelFlowDiagram } from "./channel-flow-diagram.tsx"
import { IconPointList } from "#app/components/ui/icon-point-list.tsx"

interface ConnextIntegrationSectionProps {
  readonly id: string
  readonly content: ConnextContent["integration"]
}

/** How the platform connects: the provider's health products, the API, assignment and bots. */
export function ConnextIntegrationSection({
  id,
  content,
}: ConnextIntegrationSectionProps) {
  return (
    <Section
      id={id}
      background="tint"
      containerClassName="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16"
    >
      <div>
        <SectionHeading
          id={`${id}-title`}
          content={content.intro}
          align="left"
        />
        <IconPointList
          items={content.points}
          tile="raised"
          className="mt-8 space-y-6"
        />
      </div>
      <ChannelFlowDiagram
        content={content.diagram}
        className="mx-auto w-full max-w-xl lg:max-w-none"
      />
    </Section>
  )
}
