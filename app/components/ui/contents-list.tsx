import { cn } from "#app/lib/cn.ts"

interface ContentsListProps {
  /** The parts of the page: their anchors and names. */
  readonly items: readonly { readonly id: string; readonly label: string }[]
  readonly className?: string
}

/** The contents of a long page: a link to each part, marked in the accent on hover. */
export function ContentsList({ items, className }: ContentsListProps) {
  return (
    <ol className={cn("space-y-1 border-l border-slate-200", className)}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="-ml-px flex min-h-11 items-center border-l-2 border-transparent pl-4 text-sm text-slate-700 hover:border-accent hover:text-accent-ink"
          >
            {item.label}
          </a>
        </li>
      ))}
    </ol>
  )
}
