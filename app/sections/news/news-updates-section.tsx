import { anchorId } from "#app/config/anchors.ts"
import type { NewsContent } from "#app/content/news/types.ts"
import { CHAT_PANEL_ID } from "#app/components/layout/chat-widget.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { NewsCard } from "./news-card.tsx"
import { NewsLink } from "./news-link.tsx"

interface NewsUpdatesSectionProps {
  readonly id: string
  readonly content: NewsContent["updates"]
}

/** The virtual support agent (opens the chat) and the Office 365 licences (to a contact form). */
export function NewsUpdatesSection({ id, content }: NewsUpdatesSectionProps) {
  const { locale } = useCommon()
  return (
    <Section id={id} intro={content.intro} className="bg-accent-soft">
      <div className="mt-12 grid gap-6 lg:mt-14 lg:grid-cols-2">
        <NewsCard
          id={anchorId("news", "assistant", locale)}
          content={content.assistant}
          icon="bot"
          accent="clinic"
          action={
            <button
              type="button"
              popoverTarget={CHAT_PANEL_ID}
              popoverTargetAction="show"
              className={buttonVariants({ isBlock: true })}
            >
              {content.assistant.button}
            </button>
          }
        />
        <NewsCard
          id={anchorId("news", "office365", locale)}
          content={content.office365}
          icon="apps"
          action={
            <NewsLink
              to={content.office365.cta.to}
              className={buttonVariants({ isBlock: true })}
            >
              {content.office365.cta.label}
            </NewsLink>
          }
        />
      </div>
    </Section>
  )
}
