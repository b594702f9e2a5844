import { SplitSection } from "#app/components/ui/split-section.tsx"
import type { ConnextContent } from "#app/schemas/products.ts"
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
    <SplitSection
      id={id}
      intro={content.intro}
      background="tint"
      containerClassName="gap-12 lg:grid-cols-2"
      aside={
        <ChannelFlowDiagram
          content={content.diagram}
          className="mx-auto w-full max-w-xl lg:max-w-none"
        />
      }
    >
      <IconPointList
        items={content.points}
        tile="raised"
        className="mt-8 space-y-6"
      />
    </SplitSection>
  )
}
