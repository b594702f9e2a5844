import type { HelpContent } from "#app/content/help/types.ts"
import { Section } from "#app/components/ui/section.tsx"
import { cn } from "#app/lib/cn.ts"
import { GuideSearch } from "./guide-search.tsx"

interface HelpGuidesSectionProps {
  readonly content: HelpContent["guides"]
  readonly className?: string
}

/** The five guides, with a search field that narrows them down as you type (app/scripts/guide-search.ts). */
export function HelpGuidesSection({
  content,
  className,
}: HelpGuidesSectionProps) {
  return (
    <Section
      id="guias"
      intro={content.intro}
      align="left"
      className={cn("print:py-6", className)}
    >
      <GuideSearch content={content} />
    </Section>
  )
}
