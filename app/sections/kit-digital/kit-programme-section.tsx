import type { KitDigitalContent } from "#app/schemas/kit.ts"
import { cardVariants } from "#app/components/ui/card.tsx"
import { IconPointList } from "#app/components/ui/icon-point-list.tsx"
import { SplitSection } from "#app/components/ui/split-section.tsx"
import { cn } from "#app/lib/cn.ts"

interface KitProgrammeSectionProps {
  readonly id: string
  readonly content: KitDigitalContent["programme"]
}

/** What the grant programme is, beside three facts about it, on the programme's yellow. */
export function KitProgrammeSection({ id, content }: KitProgrammeSectionProps) {
  return (
    <SplitSection
      id={id}
      intro={content.intro}
      accent="kit"
      containerClassName="gap-10 lg:grid-cols-2"
      aside={
        <IconPointList
          items={content.facts}
          className="space-y-4"
          size="md"
          hasHeadings
          itemClassName={cn(
            cardVariants({ isRaised: true, padding: "none" }),
            "p-5 sm:p-6",
          )}
        />
      }
    />
  )
}
