import type { ReactNode } from "react"
import { Card } from "#app/components/ui/card.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { Icon } from "#app/components/ui/icon.tsx"
import { titleLinkClassName } from "#app/components/ui/section-heading.tsx"
import type { NewsPostItem } from "#app/lib/news.ts"
import { NewsPostPublished } from "./news-post-date.tsx"

interface NewsCardProps {
  /** The card's anchor (older links and the newsletter lead to some). */
  readonly id: string
  readonly post: Pick<NewsPostItem, "path" | "data">
  /** The card's action: a button or a link. */
  readonly action: ReactNode
  /** The news page's words before a post's date. */
  readonly published: string
}

/** One post: its icon and badge in its colour, its title, date, summary, points and next step. */
export function NewsCard({ id, post, action, published }: NewsCardProps) {
  const { data } = post
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
        data-accent={data.accent}
        className="flex items-center justify-between gap-4"
      >
        <span
          className={`inline-flex size-14 items-center justify-center rounded-2xl ${tint}`}
        >
          <Icon name={data.icon} className="size-7" />
        </span>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${tint}`}
        >
          {data.badge ?? data.topic}
        </span>
      </div>
      <h3
        id={`${id}-title`}
        className="mt-6 text-2xl font-bold tracking-tight text-ink"
      >
        <a href={post.path} className={titleLinkClassName}>
          {data.title}
        </a>
      </h3>
      <NewsPostPublished
        date={data.date}
        published={published}
        className="mt-2 block text-sm text-slate-600"
      />
      <p className="mt-3 leading-relaxed text-slate-600">{data.summary}</p>
      {data.points ? (
        <CheckList
          items={data.points}
          mark="circled"
          className="mt-5 flex-1 space-y-3"
        />
      ) : (
        <div className="flex-1" />
      )}
      <div className="mt-8">{action}</div>
    </Card>
  )
}
