import type { TutorialStep } from "#app/schemas/tutorials.ts"
import { cn } from "#app/lib/cn.ts"
import { Card } from "#app/components/ui/card.tsx"
import { Icon } from "#app/components/ui/icon.tsx"

interface TutorialStepCardProps {
  readonly step: TutorialStep
  /** 'Paso 1', already filled in. */
  readonly label: string
  readonly tipLabel: string
  readonly id: string
  readonly className?: string
}

/** One numbered step: icon, number, title, what to do, the fields it names and a tip. */
export function TutorialStepCard({
  step,
  label,
  tipLabel,
  id,
  className,
}: TutorialStepCardProps) {
  return (
    <Card
      as="li"
      isRaised
      padding="none"
      id={id}
      data-reveal
      className={cn(
        "p-5 sm:p-7 print:break-inside-avoid print:border-slate-400 print:p-4 print:shadow-none",
        className,
      )}
    >
      <div className="flex items-start gap-4 sm:gap-5">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent print:border print:border-slate-400 print:text-black">
          <Icon name={step.icon} className="size-6 [stroke-width:1.75]" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase print:text-black">
            {label}
          </p>
          <h3 className="mt-1 text-xl font-bold text-balance text-ink print:text-black">
            {step.title}
          </h3>
        </div>
      </div>
      <p className="mt-4 max-w-[65ch] leading-relaxed text-slate-700 print:text-black">
        {step.description}
      </p>
      {step.details ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {step.details.map((detail) => (
            <li
              key={detail}
              className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-700 print:border-slate-400 print:text-black"
            >
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      {step.tip ? (
        <p className="mt-5 flex max-w-[65ch] gap-3 rounded-lg bg-amber-50 p-4 text-sm leading-relaxed text-slate-800 print:border print:border-slate-400 print:bg-transparent print:text-black">
          <Icon
            name="lightbulb"
            className="mt-0.5 size-5 shrink-0 text-amber-700 print:text-black"
          />
          <span>
            <strong className="font-semibold">{tipLabel}</strong> {step.tip}
          </span>
        </p>
      ) : null}
    </Card>
  )
}
