import type { CSSProperties } from "react"
import type { Stat } from "#app/content/common/blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { landingAccents, type LandingAccent } from "./landing-accent.ts"

interface LandingStatsSectionProps {
  readonly stats: readonly Stat[]
  readonly accent: LandingAccent
  readonly className?: string
}

const columns: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "grid-cols-3 gap-x-3 sm:gap-x-6",
  4: "grid-cols-2 lg:grid-cols-4",
}

/** The product's claims as large numbers with a caption, right under the hero. */
export function LandingStatsSection({
  stats,
  accent,
  className,
}: LandingStatsSectionProps) {
  const tone = landingAccents[accent]
  return (
    <div
      className={cn(
        "border-b border-slate-200 bg-white py-10 sm:py-14",
        className,
      )}
      data-testid="landing-stats"
    >
      <dl
        className={cn(
          "container-page grid gap-x-6 gap-y-8",
          columns[stats.length] ?? "sm:grid-cols-2 lg:grid-cols-4",
        )}
      >
        {stats.map((stat, index) => (
          <div
            key={stat.label}
            data-reveal
            style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
            className="flex flex-col-reverse items-center justify-end gap-2 text-center"
          >
            <dt className="max-w-[22ch] text-sm leading-snug text-slate-600 sm:text-base">
              {stat.label}
            </dt>
            <dd
              className={cn(
                "text-stat font-extrabold tracking-tight",
                tone.stat,
              )}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
