import type { CSSProperties } from "react"
import type { IconItem } from "#app/content/home/types.ts"
import { cn } from "#app/lib/cn.ts"
import { HomeIcon } from "./home-icon.tsx"

const tones = {
  brand: {
    box: "bg-sky text-brand",
    title: "text-ink",
    text: "text-slate-600",
  },
  teal: {
    box: "bg-teal/10 text-teal-deep",
    title: "text-ink",
    text: "text-slate-600",
  },
  inverted: {
    box: "bg-white/10 text-sky-200 ring-1 ring-white/15",
    title: "text-white",
    text: "text-white/75",
  },
} as const

export type FeatureTileTone = keyof typeof tones

interface FeatureTileListProps {
  readonly items: readonly IconItem[]
  readonly tone?: FeatureTileTone
  /** Classes of the list (its grid). */
  readonly className?: string
  /** Classes of each tile, e.g. a card. */
  readonly tileClassName?: string
}

/** Tiles of an icon in a tinted square, a short title and one line of text, revealed 0.1 s apart. */
export function FeatureTileList({
  items,
  tone = "brand",
  className,
  tileClassName,
}: FeatureTileListProps) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <FeatureTile
          key={item.title}
          item={item}
          tone={tone}
          index={index}
          className={tileClassName}
        />
      ))}
    </ul>
  )
}

interface FeatureTileProps {
  readonly item: IconItem
  readonly tone: FeatureTileTone
  readonly index: number
  readonly className?: string
}

function FeatureTile({ item, tone, index, className }: FeatureTileProps) {
  const colours = tones[tone]
  return (
    <li
      data-reveal
      style={{ "--reveal-delay": `${index * 100}ms` } as CSSProperties}
      className={cn("flex gap-4", className)}
    >
      <span
        className={cn(
          "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
          colours.box,
        )}
      >
        <HomeIcon name={item.icon} className="size-5" />
      </span>
      <span>
        <span className={cn("block font-semibold", colours.title)}>
          {item.title}
        </span>
        <span className={cn("mt-1 block text-[0.9375rem]", colours.text)}>
          {item.text}
        </span>
      </span>
    </li>
  )
}
