import type { ReactNode } from "react"
import type { HelpGuides } from "#app/lib/tutorial-guide.ts"
import { Section } from "#app/components/ui/section.tsx"
import { cn } from "#app/lib/cn.ts"
import { GuideSearch } from "./guide-search.tsx"

interface HelpGuidesSectionProps {
  readonly id: string
  readonly content: HelpGuides
  readonly className?: string
  /** The search form in its island (GuideSearch). */
  readonly searchField?: ReactNode
}

/** The five guides, with a search field that narrows them down as you type. */
export function HelpGuidesSection({
  id,
  content,
  className,
  searchField,
}: HelpGuidesSectionProps) {
  return (
    <Section
      id={id}
      intro={content.intro}
      align="left"
      className={cn("print:py-6", className)}
    >
      <GuideSearch content={content} searchField={searchField} />
    </Section>
  )
}
