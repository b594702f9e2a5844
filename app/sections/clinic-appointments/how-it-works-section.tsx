import type { CSSProperties } from "react"
import type { ClinicAppointmentsContent } from "#app/content/clinic-appointments/types.ts"
import { Icon } from "#app/components/ui/icon.tsx"
import { Section } from "#app/components/ui/section.tsx"

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
      <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {content.steps.map((step, index) => (
          <li
            key={step.title}
            data-reveal
            data-testid="how-step"
            style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
            className="relative flex gap-4 lg:flex-col"
          >
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
              <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">
                {step.description}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
