import { useCommon } from "#app/hooks/use-common.ts"
import { isoDate, postDate } from "#app/lib/news.ts"

/** A post's date as the page's language writes it, in a `<time>` that machines read. */
export function NewsPostDate({ date }: { readonly date: Date }) {
  const { locale } = useCommon()
  return <time dateTime={isoDate(date)}>{postDate(date, locale)}</time>
}

/** "Publicada el 3 de noviembre de 2026": the date after the news page's words for it. */
export function NewsPostPublished({
  date,
  published,
  className,
}: {
  readonly date: Date
  /** The words before the date ("Publicada el", "Published on"). */
  readonly published: string
  readonly className?: string
}) {
  return (
    <span className={className}>
      {published} <NewsPostDate date={date} />
    </span>
  )
}
