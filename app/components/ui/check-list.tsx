import { Check, CircleCheck } from "lucide-react"
import { cn } from "#app/lib/cn.ts"

interface CheckListProps {
  readonly items: readonly string[]
  /** Circled marks, for the lists beside a form. */
  readonly isCircled?: boolean
  /** Light text for dark bands. */
  readonly isInverted?: boolean
  readonly className?: string
  readonly testId?: string
}

/** A list of short points, each after a check mark in the accent around it. */
export function CheckList({
  items,
  isCircled = false,
  isInverted = false,
  className,
  testId,
}: CheckListProps) {
  const Mark = isCircled ? CircleCheck : Check
  return (
    <ul className={cn("space-y-2.5", className)} data-testid={testId}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "flex gap-3",
            isInverted ? "text-white/90" : "text-slate-700",
          )}
        >
          <Mark
            className={cn(
              "mt-0.5 size-5 shrink-0",
              isInverted ? "text-sky-200" : "text-accent",
            )}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
