import type { HomeContent } from "#app/schemas/home.ts"
import { Card } from "#app/components/ui/card.tsx"
import { IconPointList } from "#app/components/ui/icon-point-list.tsx"
import { SplitSection } from "#app/components/ui/split-section.tsx"
import { StatList } from "#app/components/ui/stat-list.tsx"

interface AboutSectionProps {
  readonly id: string
  readonly content: HomeContent["about"]
}

/** Who TRABEM is: 15+ years, based in Alcantarilla, and what sets it apart. */
export function AboutSection({ id, content }: AboutSectionProps) {
  return (
    <SplitSection
      id={id}
      intro={content.intro}
      background="tint"
      containerClassName="gap-12 lg:grid-cols-[1.1fr_1fr]"
      aside={
        <Card isRaised padding="lg">
          <h3 className="text-lg font-bold text-ink">
            {content.differentiatorsTitle}
          </h3>
          <IconPointList
            items={content.differentiators}
            className="mt-6 space-y-6"
          />
        </Card>
      }
    >
      <p
        data-reveal
        className="mt-5 max-w-[65ch] text-lg leading-relaxed text-slate-700"
      >
        {content.story}
      </p>
      <StatList
        stats={content.stats}
        className="mt-10 grid-cols-3 gap-4 border-t border-slate-300/70 pt-8 sm:gap-8"
      />
    </SplitSection>
  )
}
