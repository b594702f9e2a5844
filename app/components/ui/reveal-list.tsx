import type { CSSProperties, HTMLAttributes, ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"
import { cardVariants } from "./card.tsx"

type CardLook = Parameters<typeof cardVariants>[0]

/** Attributes one item adds: its classes, custom properties, data hooks. */
type ItemAttributes = HTMLAttributes<HTMLElement> & {
  readonly [data: `data-${string}`]: string
}

/** The inline style that reveals an element 0.1 s after the one before it. */
export function revealDelay(index: number): CSSProperties {
  return { "--reveal-delay": `${index * 100}ms` } as CSSProperties
}

interface RevealListProps<T> {
  readonly items: readonly T[]
  /** The list element; `div` for a group of articles. */
  readonly as?: "ul" | "ol" | "div"
  readonly itemAs?: "li" | "article"
  /** Classes of the list (its grid). */
  readonly className?: string
  /** The card surface of each item (`Card`'s variants); none for bare items. */
  readonly card?: CardLook
  readonly itemClassName?: string
  /** Test hook naming the items. */
  readonly itemTestId?: string
  /** The delays start again every this many items (one row of a grid). */
  readonly stagger?: number
  /** What one item adds to its element: placement classes, custom properties… */
  readonly itemProps?: (item: T, index: number) => ItemAttributes
  readonly children: (item: T, index: number) => ReactNode
}

/** Items that reveal themselves one after another (0.1 s apart) as the list comes into view. */
export function RevealList<T>({
  items,
  as: List = "ul",
  itemAs,
  className,
  card,
  itemClassName,
  itemTestId,
  stagger = items.length,
  itemProps,
  children,
}: RevealListProps<T>) {
  const Item = itemAs ?? (List === "div" ? "article" : "li")
  return (
    <List className={className}>
      {items.map((item, index) => {
        const extra = itemProps?.(item, index)
        return (
          <Item
            // The lists are content, prerendered once and never reordered.
            key={index}
            data-reveal
            data-testid={itemTestId}
            {...extra}
            style={{ ...revealDelay(index % stagger), ...extra?.style }}
            className={cn(
              card && cardVariants(card),
              itemClassName,
              extra?.className,
            )}
          >
            {children(item, index)}
          </Item>
        )
      })}
    </List>
  )
}
