import type { ReactNode } from "react"
import { Icon } from "#app/components/ui/icon.tsx"
import { tutorialStepId } from "#app/config/anchors.ts"
import type {
  TutorialEntry,
  TutorialPageWords,
} from "#app/schemas/tutorials.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { ContentsList } from "#app/components/ui/contents-list.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { fill } from "#app/lib/i18n.ts"
import { cn } from "#app/lib/cn.ts"
import { TutorialStepCard } from "./tutorial-step-card.tsx"

interface TutorialStepsSectionProps {
  readonly id: string
  /** The id of the list of steps beside them on wide screens. */
  readonly indexId: string
  readonly content: TutorialEntry["steps"]
  /** The tutorial's introduction to its steps: its Markdown body, which the page passes as a slot. */
  readonly intro?: ReactNode
  /** Where the "before you start" link leads, resolved from the tutorial it names. */
  readonly beforeHref?: string
  readonly ui: Pick<
    TutorialPageWords,
    "stepLabel" | "contentsLabel" | "beforeLabel" | "tipLabel"
  >
  readonly className?: string
}

const stepId = (index: number) => tutorialStepId(index + 1)

/** What the tutorial achieves, what to have ready, and the four steps as an ordered list. */
export function TutorialStepsSection({
  id,
  indexId,
  content,
  intro,
  beforeHref,
  ui,
  className,
}: TutorialStepsSectionProps) {
  return (
    <Section
      id={id}
      className={cn("print:py-6", className)}
      containerClassName="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-x-16 lg:gap-y-10"
    >
      <SectionHeading
        id={`${id}-title`}
        align="left"
        content={{ title: content.title }}
        className="lg:col-start-2 print:[&_*]:text-black"
      >
        {intro ? (
          <div className="mt-4 max-w-[65ch] text-lg leading-relaxed text-slate-600 [&>*+*]:mt-4">
            {intro}
          </div>
        ) : null}
      </SectionHeading>
      <aside className="lg:sticky lg:top-28 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start">
        <Card
          tone="soft"
          padding="none"
          className="p-5 print:border-slate-400 print:bg-transparent"
        >
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Icon
              name="clipboard"
              className="size-5 text-accent print:text-black"
            />
            {ui.beforeLabel}
          </p>
          <p className="mt-2 text-sm leading-relaxed text-slate-700 print:text-black">
            {content.before.text}
          </p>
          {content.before.link && beforeHref ? (
            <AppLink
              to={{ path: beforeHref }}
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline print:hidden!"
            >
              {content.before.link.label}
              <Icon name="arrowRight" className="size-4" />
            </AppLink>
          ) : null}
        </Card>
        <nav
          aria-labelledby={indexId}
          className="mt-8 hidden lg:block print:hidden!"
        >
          <p id={indexId} className="text-sm font-semibold text-slate-600">
            {ui.contentsLabel}
          </p>
          <ContentsList
            items={content.items.map((step, i) => ({
              id: stepId(i),
              label: step.title,
            }))}
            className="mt-3"
          />
        </nav>
      </aside>
      <ol
        data-testid="tutorial-steps"
        className="min-w-0 space-y-6 lg:col-start-2 print:space-y-4"
      >
        {content.items.map((step, i) => (
          <TutorialStepCard
            key={step.title}
            id={stepId(i)}
            step={step}
            label={fill(ui.stepLabel, { number: String(i + 1) })}
            tipLabel={ui.tipLabel}
          />
        ))}
      </ol>
    </Section>
  )
}
