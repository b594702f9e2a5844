import type { HomeContent } from "#app/content/home/types.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { FeatureTileList } from "./feature-tile-list.tsx"
import { StatList } from "./stat-list.tsx"

interface AboutSectionProps {
  readonly content: HomeContent["about"]
  readonly className?: string
}

/** Who TRABEM is: 15+ years, based in Alcantarilla, and what sets it apart. */
export function AboutSection({ content, className }: AboutSectionProps) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className={cn("bg-sky/60 section-y", className)}
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            content={content.intro}
            align="left"
            id="about-title"
          />
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
        </div>
        <div className="rounded-card border border-slate-200 bg-white p-6 shadow-raised sm:p-8">
          <h3 className="text-lg font-bold text-ink">
            {content.differentiatorsTitle}
          </h3>
          <FeatureTileList
            items={content.differentiators}
            className="mt-6 space-y-6"
          />
        </div>
      </div>
    </section>
  )
}
