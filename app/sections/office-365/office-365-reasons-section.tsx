import { IconPointList } from "#app/components/ui/icon-point-list.tsx"
import { Section } from "#app/components/ui/section.tsx"
import type { Office365Content } from "#app/schemas/products.ts"
import { LicenceChain } from "./licence-chain.tsx"

interface Office365ReasonsSectionProps {
  readonly id: string
  readonly content: Office365Content["reasons"]
}

/** Why buy through the provider rather than direct, and how the licences reach the customer. */
export function Office365ReasonsSection({
  id,
  content,
}: Office365ReasonsSectionProps) {
  return (
    <Section id={id} intro={content.intro} align="left" background="tint">
      <div className="mt-12 grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <IconPointList
          items={content.items}
          tile="raised"
          itemTestId="reason"
          className="grid content-start gap-x-8 gap-y-7 sm:grid-cols-2 lg:grid-cols-1 lg:content-center"
        />
        <LicenceChain content={content.chain} />
      </div>
    </Section>
  )
}
