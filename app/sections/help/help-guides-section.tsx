import type { HelpContent } from "#app/content/help/types.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { GuideSearch } from "./guide-search.tsx"

interface HelpGuidesSectionProps {
  readonly content: HelpContent["guides"]
  readonly className?: string
}

/** The five guides, with a search field that narrows them down as you type. */
export function HelpGuidesSection({
  content,
  className,
}: HelpGuidesSectionProps) {
  return (
    <section
      id="guias"
      aria-labelledby="guias-title"
      className={cn("section-y print:py-6", className)}
    >
      <div className="container-page">
        <SectionHeading id="guias-title" align="left" content={content.intro} />
        <GuideSearch content={content} />
      </div>
    </section>
  )
}
