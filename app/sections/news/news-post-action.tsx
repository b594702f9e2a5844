import { CHAT_PANEL_ID } from "#app/components/layout/chat-widget.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { Icon } from "#app/components/ui/icon.tsx"
import { cn } from "#app/lib/cn.ts"
import type { NewsPostItem } from "#app/lib/news.ts"
import { CHAT_ACTION } from "#app/schemas/news.ts"
import { NewsLink } from "./news-link.tsx"

/** A link with an arrow, after a section's text. */
const linkClassName =
  "inline-flex min-h-12 items-center gap-2 rounded-full px-1 font-semibold text-accent-strong hover:text-accent-ink hover:underline"

interface NewsPostActionProps {
  readonly post: Pick<NewsPostItem, "path" | "data">
  /** The words of the link to the post's page, for a post without a button. */
  readonly readMore: string
  /** A button, or a link with an arrow. */
  readonly look: "button" | "link"
  /** The id of the post's title, which says what the link to its page reads. */
  readonly titleId?: string
  readonly className?: string
}

/**
 * A post's next step: its button (a page, a contact address, or the chat
 * panel, which opens without script), or else a link to its page.
 */
export function NewsPostAction({
  post,
  readMore,
  look,
  titleId,
  className: extra,
}: NewsPostActionProps) {
  const cta = post.data.cta
  const className = cn(
    extra,
    look === "button" ? buttonVariants({ isBlock: true }) : linkClassName,
  )
  const label = (text: string) =>
    look === "button" ? (
      text
    ) : (
      <>
        {text}
        <Icon name="arrowRight" className="size-4" />
      </>
    )
  if (!cta)
    return (
      <a href={post.path} aria-describedby={titleId} className={className}>
        {label(readMore)}
      </a>
    )
  if (cta.to === CHAT_ACTION)
    return (
      <button
        type="button"
        popoverTarget={CHAT_PANEL_ID}
        popoverTargetAction="show"
        className={className}
      >
        {label(cta.label)}
      </button>
    )
  return (
    <NewsLink to={cta.to} className={className}>
      {label(cta.label)}
    </NewsLink>
  )
}
