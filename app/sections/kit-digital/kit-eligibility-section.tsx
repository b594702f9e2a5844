import { Icon } from "#app/components/ui/icon.tsx"
import type { KitDigitalContent } from "#app/schemas/kit.ts"
import { Card } from "#app/components/ui/card.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { Section } from "#app/components/ui/section.tsx"

interface KitEligibilitySectionProps {
  readonly id: string
  readonly content: KitDigitalContent["eligibility"]
}

/** Who may apply: the programme's main requirements. */
export function KitEligibilitySection({
  id,
  content,
}: KitEligibilitySectionProps) {
  return (
    <Section
      id={id}
      className="bg-accent-soft"
      containerClassName="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16"
    >
      <SectionHeading id={`${id}-title`} content={content.intro} align="left" />
      <Card data-reveal isRaised padding="lg">
        <h3 className="text-lg font-semibold text-ink">{content.listTitle}</h3>
        <CheckList
          items={content.requirements}
          mark="circled"
          className="mt-5 space-y-4"
          testId="kit-requirements"
        />
        <p className="mt-6 flex gap-3 rounded-xl bg-grant/20 p-4 text-sm font-medium text-ink">
          <Icon name="info" className="mt-0.5 size-5 shrink-0" />
          {content.note}
        </p>
      </Card>
    </Section>
  )
}
