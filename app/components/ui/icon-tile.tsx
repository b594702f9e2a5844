import type { LucideIcon } from "lucide-react"
import { cn } from "#app/lib/cn.ts"

interface IconTileProps {
  readonly icon: LucideIcon
  readonly size?: "md" | "lg"
  readonly className?: string
}

/** An icon on a tinted square, in the accent around it. */
export function IconTile({
  icon: Icon,
  size = "md",
  className,
}: IconTileProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-ink",
        size === "md" ? "size-12" : "size-14",
        className,
      )}
    >
      <Icon className={size === "md" ? "size-6" : "size-7"} strokeWidth={2} />
    </span>
  )
}
