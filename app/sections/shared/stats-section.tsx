import type { Stat } from "#app/schemas/blocks.ts"
import { StatList } from "#app/components/ui/stat-list.tsx"
import { cn } from "#app/lib/cn.ts"

interface StatsSectionProps {
  readonly stats: readonly Stat[]
  readonly className?: string
}

const columns: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "grid-cols-3 gap-x-3 sm:gap-x-6",
  4: "grid-cols-2 lg:grid-cols-4",
}

/** The product's claims as large numbers with a caption, in a band right under the hero. */
export function StatsSection({ stats, className }: StatsSectionProps) {
  return (
    <div
      className={cn(
        "border-b border-slate-200 bg-white py-10 sm:py-14",
        className,
      )}
      data-testid="landing-stats"
    >
      <StatList
        stats={stats}
        align="center"
        className={cn(
          "container-page gap-x-6 gap-y-8",
          columns[stats.length] ?? "sm:grid-cols-2 lg:grid-cols-4",
        )}
      />
    </div>
  )
}
