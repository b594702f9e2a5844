import { Bot, LayoutGrid } from "lucide-react"
import type { Locale } from "#app/config/locales.ts"
import type { NewsContent } from "#app/content/news/types.ts"
import { CHAT_PANEL_ID } from "#app/components/layout/chat-widget.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { NewsCard } from "./news-card.tsx"
import { NewsLink } from "./news-link.tsx"

const buttonClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-7 font-semibold text-white transition-colors hover:bg-brand-deep sm:w-auto"

interface NewsUpdatesSectionProps {
  readonly content: NewsContent["updates"]
  readonly locale: Locale
  readonly className?: string
}

/** The virtual support agent (opens the chat) and the Office 365 licences (to a contact form). */
export function NewsUpdatesSection({
  content,
  locale,
  className,
}: NewsUpdatesSectionProps) {
  return (
    <section
      aria-labelledby="updates-title"
      className={cn("bg-sky section-y", className)}
    >
      <div className="container-page">
        <SectionHeading id="updates-title" content={content.intro} />
        <div className="mt-12 grid gap-6 lg:mt-14 lg:grid-cols-2">
          <NewsCard
            content={content.assistant}
            icon={Bot}
            accentClassName="bg-teal/10 text-teal-deep"
            action={
              <button
                type="button"
                popoverTarget={CHAT_PANEL_ID}
                popoverTargetAction="show"
                className={buttonClass}
              >
                {content.assistant.button}
              </button>
            }
          />
          <NewsCard
            content={content.office365}
            icon={LayoutGrid}
            accentClassName="bg-sky text-brand-deep"
            action={
              <NewsLink
                to={content.office365.cta.to}
                locale={locale}
                className={buttonClass}
              >
                {content.office365.cta.label}
              </NewsLink>
            }
          />
        </div>
      </div>
    </section>
  )
}
