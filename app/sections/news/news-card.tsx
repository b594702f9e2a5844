import { CircleCheck, type LucideIcon } from "lucide-react"
import type { ReactNode } from "react"
import type { NewsCard as NewsCardContent } from "#app/content/news/types.ts"
import { cn } from "#app/lib/cn.ts"

interface NewsCardProps {
  readonly content: NewsCardContent
  readonly icon: LucideIcon
  /** Classes of the icon tile and badge, in the product's accent. */
  readonly accentClassName: string
  /** The card's action: a button or a link. */
  readonly action: ReactNode
  readonly className?: string
}

/** One piece of news: a badge, a title, what it does and the next step. */
export function NewsCard({
  content,
  icon: Icon,
  accentClassName,
  action,
  className,
}: NewsCardProps) {
  return (
    <article
      id={content.id}
      aria-labelledby={`${content.id}-title`}
      data-reveal
      className={cn(
        "flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised sm:p-8",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-4">
        <span
          className={cn(
            "inline-flex size-14 items-center justify-center rounded-2xl",
            accentClassName,
          )}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <span
          className={cn(
            "rounded-full px-3 py-1 text-sm font-semibold",
            accentClassName,
          )}
        >
          {content.badge}
        </span>
      </div>
      <h3
        id={`${content.id}-title`}
        className="mt-6 text-2xl font-bold tracking-tight text-ink"
      >
        {content.title}
      </h3>
      <p className="mt-3 leading-relaxed text-slate-600">
        {content.description}
      </p>
      <ul className="mt-5 flex-1 space-y-3">
        {content.points.map((point) => (
          <li key={point} className="flex gap-3 text-slate-700">
            <CircleCheck
              className="mt-0.5 size-5 shrink-0 text-brand"
              aria-hidden="true"
            />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  )
}
