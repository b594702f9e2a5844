import type { IconCard } from "#app/schemas/blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { revealDelay } from "./reveal-list.tsx"
import { IconTile } from "./icon-tile.tsx"

interface IconPointListProps {
  readonly items: readonly IconCard[]
  /**
   * The icon squares: tinted, white and raised (on a tinted section), or glassy
   * (on a dark band).
   */
  readonly tile?: "soft" | "raised" | "inverted"
  /** Classes of the list (its grid). */
  readonly className?: string
  /** Classes of each point, e.g. a card. */
  readonly itemClassName?: string
  /** Test hook naming the points. */
  readonly itemTestId?: string
  /** Titles as headings, where the points are the section's content. */
  readonly hasHeadings?: boolean
  readonly size?: "sm" | "md"
}

/** Points of an icon square beside a short title and a sentence, revealed 0.1 s apart. */
export function IconPointList({
  items,
  tile = "soft",
  className,
  itemClassName,
  itemTestId,
  hasHeadings = false,
  size = "sm",
}: IconPointListProps) {
  const isInverted = tile === "inverted"
  const Title = hasHeadings ? "h3" : "span"
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li
          key={item.title}
          data-reveal
          data-testid={itemTestId}
          style={revealDelay(index)}
          className={cn("flex gap-4", itemClassName)}
        >
          <IconTile name={item.icon} tone={tile} size={size} />
          <div>
            <Title
              className={cn(
                "block font-semibold",
                hasHeadings && "text-lg",
                isInverted ? "text-white" : "text-ink",
              )}
            >
              {item.title}
            </Title>
            <span
              className={cn(
                "mt-1 block leading-relaxed",
                isInverted ? "text-white/75" : "text-slate-600",
              )}
            >
              {item.description}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
