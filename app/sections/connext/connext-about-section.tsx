import { cardVariants } from "#app/components/ui/card.tsx"
import { SplitSection } from "#app/components/ui/split-section.tsx"
import { StatList } from "#app/components/ui/stat-list.tsx"
import type { ConnextContent } from "#app/schemas/products.ts"
import { cn } from "#app/lib/cn.ts"

interface ConnextAboutSectionProps {
  readonly id: string
  readonly content: ConnextContent["about"]
}

/** What the platform is, in two short paragraphs, with its claims as numbers. */
export function ConnextAboutSection({ id, content }: ConnextAboutSectionProps) {
  return (
    <SplitSection
      id={id}
      intro={content.intro}
      containerClassName="gap-12 lg:grid-cols-[1.3fr_1fr]"
      aside={
        <StatList
          stats={content.stats}
          className="gap-4 sm:grid-cols-3 lg:grid-cols-1"
          itemClassName={cn(
            cardVariants({ isRaised: true }),
            "flex-row-reverse items-center gap-5 p-5 sm:flex-col-reverse sm:items-start sm:gap-2 sm:p-6 lg:flex-row-reverse lg:items-center lg:gap-6",
          )}
        />
      }
    >
      <div className="mt-6 max-w-[65ch] space-y-4 leading-relaxed text-slate-700">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </SplitSection>
  )
}
