import type { Stat } from "#app/content/common/blocks.ts"
import { cn } from "#app/lib/cn.ts"

interface StatListProps {
  readonly stats: readonly Stat[]
  /** Light text for dark bands. */
  readonly isInverted?: boolean
  readonly className?: string
}

/** Claims as numbers in large type, each with a short caption. */
export function StatList({
  stats,
  isInverted = false,
  className,
}: StatListProps) {
  return (
    <dl className={cn("grid gap-6", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end">
          <dt
            className={cn(
              "mt-2 text-sm leading-snug",
              isInverted ? "text-white/80" : "text-slate-600",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-stat font-extrabold tracking-tight",
              isInverted ? "text-white" : "text-brand-deep",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
