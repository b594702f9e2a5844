import type { ReactNode } from "react"
import type { Accent } from "#app/config/accents.ts"
import type { NewsCard as NewsCardContent } from "#app/content/news/types.ts"
import { Card } from "#app/components/ui/card.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { Icon, type IconName } from "#app/components/ui/icon.tsx"

interface NewsCardProps {
  /** The card's anchor (the newsletter links to it). */
  readonly id: string
  readonly content: NewsCardContent
  readonly icon: IconName
  /** The product's colour for the icon and badge, when it is not the page's. */
  readonly accent?: Accent
  /** The card's action: a button or a link. */
  readonly action: ReactNode
}

/** One piece of news: a badge, a title, what it does and the next step. */
export function NewsCard({ id, content, icon, accent, action }: NewsCardProps) {
  const tint = "bg-accent-soft text-accent-ink"
  return (
    <Card
      as="article"
      id={id}
      aria-labelledby={`${id}-title`}
      data-reveal
      isRaised
      padding="lg"
      className="flex flex-col"
    >
      <div
        data-accent={accent}
        className="flex items-center justify-between gap-4"
      >
        <span
          className={`inline-flex size-14 items-center justify-center rounded-2xl ${tint}`}
        >
          <Icon name={icon} className="size-7" />
        </span>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${tint}`}
        >
          {content.badge}
        </span>
      </div>
      <h3
        id={`${id}-title`}
        className="mt-6 text-2xl font-bold tracking-tight text-ink"
      >
        {content.title}
      </h3>
      <p className="mt-3 leading-relaxed text-slate-600">
        {content.description}
      </p>
      <CheckList
        items={content.points}
        mark="circled"
        className="mt-5 flex-1 space-y-3"
      />
      <div className="mt-8">{action}</div>
    </Card>
  )
}
