import { Icon } from "#app/components/ui/icon.tsx"
import type { QuickAnswer } from "#app/lib/tutorial-guide.ts"
import type { HelpPage } from "#app/schemas/tutorials.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { cardVariants } from "#app/components/ui/card.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { cn } from "#app/lib/cn.ts"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface HelpQuickSectionProps {
  readonly id: string
  readonly content: HelpPage["quickHelp"]
  /** The tutorials' quick answers, in their order. */
  readonly items: readonly QuickAnswer[]
  readonly className?: string
}

/** Frequent questions, each linking straight to the step that answers it. */
export function HelpQuickSection({
  id,
  content,
  items,
  className,
}: HelpQuickSectionProps) {
  return (
    <Section
      id={id}
      background="tint"
      className={cn("print:bg-transparent print:py-6", className)}
      containerClassName="grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16"
    >
      <SectionHeading id={`${id}-title`} align="left" content={content.intro} />
      <ul
        data-testid="quick-help"
        data-reveal
        className={cardVariants({
          isRaised: true,
          padding: "none",
          className: "divide-y divide-slate-200 overflow-hidden",
        })}
      >
        {items.map((item) => (
          <li key={item.question}>
            <AppLink
              to={{ path: item.path }}
              className="group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-slate-50 sm:px-6"
            >
              <span className="min-w-0 flex-1">
                <TitledText
                  as="span"
                  size="sm"
                  title={item.question}
                  titleClassName="group-hover:text-accent-ink"
                  text={item.answer}
                  textClassName="mt-1 text-sm"
                />
              </span>
              <Icon
                name="arrowRight"
                className="size-5 shrink-0 text-accent transition-transform group-hover:translate-x-0.5"
              />
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
