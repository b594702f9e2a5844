import type { ClinicAppointmentsContent } from "#app/schemas/products.ts"
import { Icon } from "#app/components/ui/icon.tsx"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface HowItWorksSectionProps {
  readonly id: string
  readonly content: ClinicAppointmentsContent["howItWorks"]
  readonly className?: string
}

/** The four steps from connecting the agenda to measuring attendance. */
export function HowItWorksSection({
  id,
  content,
  className,
}: HowItWorksSectionProps) {
  return (
    <Section id={id} intro={content.intro} className={className}>
      <RevealList
        as="ol"
        items={content.steps}
        className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6"
        itemClassName="relative flex gap-4 lg:flex-col"
        itemTestId="how-step"
      >
        {(step, index) => (
          <>
            <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-button text-accent-button-text">
              <Icon name={step.icon} className="size-5" />
              <span className="absolute -top-1 -right-1 inline-flex size-6 items-center justify-center rounded-full bg-white text-xs font-bold text-accent-strong ring-2 ring-accent-strong">
                {index + 1}
              </span>
            </span>
            {index < content.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-6 left-16 hidden h-px w-[calc(100%-4rem)] bg-accent/30 lg:block"
              />
            ) : null}
            <div>
              <TitledText title={step.title} text={step.description} />
            </div>
          </>
        )}
      </RevealList>
    </Section>
  )
}
