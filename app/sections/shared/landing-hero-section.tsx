import type { ReactNode } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { HeroContent } from "#app/content/common/blocks.ts"
import type { ChatExample } from "#app/content/common/landing-blocks.ts"
import { ChatPhone } from "#app/components/illustrations/chat-phone.tsx"
import { cn } from "#app/lib/cn.ts"
import { landingAccents, type LandingAccent } from "./landing-accent.ts"
import { PageHeroSection } from "./page-hero-section.tsx"

interface LandingHeroSectionProps {
  readonly content: HeroContent
  /** The conversation drawn in the phone beside the text (wide screens). */
  readonly chat: ChatExample
  readonly locale: Locale
  readonly accent: LandingAccent
  /** Secondary actions after the primary one (a video or share button). */
  readonly actions?: ReactNode
  readonly className?: string
}

const heroTone = { teal: "teal", dealer: "graphite" } as const

/** The dark hero of the virtual-agent pages, with a phone chat beside the promise. */
export function LandingHeroSection({
  content,
  chat,
  locale,
  accent,
  actions,
  className,
}: LandingHeroSectionProps) {
  return (
    <PageHeroSection
      content={content}
      locale={locale}
      tone={heroTone[accent]}
      actions={actions}
      // The phone shows from large screens only; below, the empty column's gap is bottom space enough.
      className={cn("pb-4 sm:pb-8 lg:pb-28", className)}
    >
      <ChatPhone
        contactName={chat.contactName}
        status={chat.status}
        messages={chat.messages}
        colors={landingAccents[accent].chat}
        className="mx-auto hidden max-w-[280px] drop-shadow-2xl lg:block"
      />
    </PageHeroSection>
  )
}
