import type { IconCardsBlock } from "#app/schemas/blocks.ts"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { cn } from "#app/lib/cn.ts"
import { TitledText } from "#app/components/ui/titled-text.tsx"

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const

type Columns = keyof typeof columnClass

interface IconCardGridSectionProps {
  readonly id: string
  readonly content: IconCardsBlock
  /** Cards per row on wide screens; by default two for cards with points, else up to four. */
  readonly columns?: Columns
  readonly background?: "white" | "slate"
  /** Filled icon squares instead of tinted ones. */
  readonly isSolid?: boolean
  /** Test hook naming the cards, e.g. "feature". */
  readonly itemTestId?: string
  readonly className?: string
}

function defaultColumns(content: IconCardsBlock): Columns {
  if (content.items.some((item) => item.points?.length)) return 2
  const count = content.items.length
  return count === 2 || count === 4 ? count : 3
}

/**
 * A section of cards, each an icon, a title, a sentence and optional points, in
 * the accent around it.
 */
export function IconCardGridSection({
  id,
  content,
  columns = defaultColumns(content),
  background = "white",
  isSolid = false,
  itemTestId,
  className,
}: IconCardGridSectionProps) {
  return (
    <Section
      id={id}
      intro={content.intro}
      background={background}
      className={className}
    >
      <RevealList
        items={content.items}
        className={cn("mt-12 grid gap-5 lg:mt-14", columnClass[columns])}
        card={{ isRaised: true }}
        itemClassName="flex gap-4 p-5 sm:flex-col sm:gap-0 sm:p-6"
        itemTestId={itemTestId}
      >
        {(item) => (
          <>
            <IconTile name={item.icon} tone={isSolid ? "solid" : "soft"} />
            <div className="min-w-0">
              <TitledText
                title={item.title}
                titleClassName="leading-snug sm:mt-5"
                text={item.description}
              />
              {item.points?.length ? (
                <CheckList
                  items={item.points}
                  className="mt-4 border-t border-slate-100 pt-4 text-sm"
                />
              ) : null}
            </div>
          </>
        )}
      </RevealList>
    </Section>
  )
}
