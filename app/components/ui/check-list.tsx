import { cn } from "#app/lib/cn.ts"
import { Icon, type IconName } from "./icon.tsx"

const marks = {
  check: "check",
  circled: "circleCheck",
  sparkle: "sparkles",
} as const satisfies Record<string, IconName>

interface CheckListProps {
  readonly items: readonly string[]
  /** The mark before each point: circled beside a form, a sparkle for what is new. */
  readonly mark?: keyof typeof marks
  /** Light text for dark bands. */
  readonly isInverted?: boolean
  readonly className?: string
  /** Size and colour of the marks, where a card has its own (`size-4 text-(--module)`). */
  readonly markClassName?: string
  readonly testId?: string
}

/** A list of short points, each after a check mark in the accent around it. */
export function CheckList({
  items,
  mark = "check",
  isInverted = false,
  className,
  markClassName,
  testId,
}: CheckListProps) {
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
          <Icon
            name={marks[mark]}
            className={cn(
              "mt-0.5 size-5 shrink-0",
              isInverted ? "text-sky-200" : "text-accent",
              markClassName,
            )}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
