import type { Stat } from "#app/schemas/blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { revealDelay } from "./reveal-list.tsx"
import type { TextPlacement } from "./section-heading.tsx"

/**
 * Centred under each other (the band under a hero), or left-aligned in a text
 * column; `className` is the list's grid.
 */
interface StatListProps extends TextPlacement {
  readonly stats: readonly Stat[]
  /** Classes of each claim, e.g. a card. */
  readonly itemClassName?: string
}

/** Claims as numbers in large type in the accent around them, each with a short caption. */
export function StatList({
  stats,
  align = "left",
  isInverted = false,
  className,
  itemClassName,
}: StatListProps) {
  return (
    <dl className={cn("grid gap-6", className)}>
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          data-reveal
          style={revealDelay(index)}
          className={cn(
            "flex flex-col-reverse justify-end gap-2",
            align === "center" && "items-center text-center",
            itemClassName,
          )}
        >
          <dt
            className={cn(
              "text-sm leading-snug",
              align === "center" && "max-w-[22ch] sm:text-base",
              isInverted ? "text-white/80" : "text-slate-600",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-stat font-extrabold tracking-tight",
              isInverted ? "text-white" : "text-accent-ink",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
