import { Check, CircleCheck } from "lucide-react"
import { cn } from "#app/lib/cn.ts"

interface CheckListProps {
  readonly items: readonly string[]
  /** Colour of the marks, in the page's accent. */
  readonly markClassName: string
  /** Circled marks, for the lists beside a form. */
  readonly isCircled?: boolean
  readonly className?: string
  readonly testId?: string
}

/** A list of short points, each after a check mark. */
export function CheckList({
  items,
  markClassName,
  isCircled = false,
  className,
  testId,
}: CheckListProps) {
  const Mark = isCircled ? CircleCheck : Check
  return (
    <ul className={cn("space-y-2.5", className)} data-testid={testId}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Mark
            className={cn("mt-0.5 size-5 shrink-0", markClassName)}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
