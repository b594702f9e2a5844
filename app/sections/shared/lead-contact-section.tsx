import type { FormIntro } from "#app/schemas/blocks.ts"
import type { ReactNode } from "react"
import { Card } from "#app/components/ui/card.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { ContactLines } from "#app/components/ui/contact-lines.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"

interface LeadContactSectionProps {
  readonly id: string
  /** The lead form island (`LeadForm`), placed by the page. */
  readonly form?: ReactNode
  readonly content: FormIntro
  readonly className?: string
}

/**
 * A lead form beside its promise: the heading, what happens after sending,
 * phone and e-mail, on the accent's tint; the form in a card.
 */
export function LeadContactSection({
  id,
  form,
  content,
  className,
}: LeadContactSectionProps) {
  return (
    <Section
      id={id}
      background="tint"
      className={className}
      containerClassName="grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:grid-rows-[auto_1fr] lg:gap-x-16"
    >
      <SectionHeading id={`${id}-title`} content={content.intro} align="left" />
      <Card
        isRaised
        padding="lg"
        className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        {form}
      </Card>
      <div>
        <h3 className="font-semibold text-ink">{content.pointsTitle}</h3>
        <CheckList
          items={content.points}
          mark="circled"
          className="mt-4 space-y-3"
          testId="request-includes"
        />
        <ContactLines className="mt-8 border-t border-slate-300/70 pt-6" />
      </div>
    </Section>
  )
}
