import type { GuideCard } from "#app/lib/tutorial-guide.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { Card } from "#app/components/ui/card.tsx"
import { Icon } from "#app/components/ui/icon.tsx"
import { guideText } from "#app/lib/search-guides.ts"

interface HelpGuideCardProps {
  readonly guide: GuideCard
  /** 'Abrir la guía' */
  readonly openLabel: string
}

/**
 * A guide card: the whole card opens the tutorial. It carries the text it is
 * found by (`data-guide-text`), which the help centre's search matches.
 */
export function HelpGuideCard({ guide, openLabel }: HelpGuideCardProps) {
  return (
    <Card
      as="li"
      isRaised
      data-testid="guide-card"
      data-guide-text={guideText(guide)}
      className="group relative flex flex-col transition focus-within:ring-2 focus-within:ring-accent hover:-translate-y-0.5 hover:border-accent/50 print:break-inside-avoid print:shadow-none"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon name={guide.icon} className="size-6 [stroke-width:1.75]" />
        </span>
        <h3 className="text-xl font-bold text-ink">
          <AppLink
            to={{ path: guide.path }}
            className="outline-none after:absolute after:inset-0 after:rounded-card"
          >
            {guide.title}
          </AppLink>
        </h3>
      </div>
      <p className="mt-4 flex-1 leading-relaxed text-slate-700">
        {guide.summary}
      </p>
      <div className="mt-5 flex items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
        <span className="font-medium text-slate-600">{guide.facts}</span>
        <span
          aria-hidden="true"
          className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-accent-ink"
        >
          {openLabel}
          <Icon
            name="arrowRight"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </div>
    </Card>
  )
}
