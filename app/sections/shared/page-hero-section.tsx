import type { ComponentType, ReactNode } from "react"
import type { HeroContent } from "#app/schemas/blocks.ts"
import type { ChatExample } from "#app/schemas/agents.ts"
import { ChatPhone } from "#app/components/illustrations/chat-phone.tsx"
import { ButtonLink } from "#app/components/ui/button-link.tsx"
import { cn } from "#app/lib/cn.ts"
import { chatColors } from "./chat-colors.ts"

interface PageHeroSectionProps {
  readonly content: HeroContent
  /** Illustration, tiles or stats shown beside (desktop) or under (phone) the text. */
  readonly children?: ReactNode
  /** A drawing beside the text (instead of children), at the size every hero gives it. */
  readonly illustration?: ComponentType<{ readonly className?: string }>
  /**
   * A conversation drawn in a phone beside the text, from large screens up
   * (instead of children).
   */
  readonly chat?: ChatExample
  /** Extra actions after the content's calls to action (e.g. a video or share button). */
  readonly actions?: ReactNode
  /** Shown above the eyebrow, e.g. breadcrumb navigation. */
  readonly before?: ReactNode
  readonly className?: string
}

/**
 * The id of the hero's content (not of its section: a section's id is an
 * anchor). The first frame waits until it is parsed (app/layouts/page-layout.astro): a long
 * page parsed in parts otherwise showed its header alone first.
 */
export const HERO_ID = "hero"

/**
 * The dark hero every page opens with, in the gradient of the accent around
 * it: one sentence, one primary action, at most one secondary.
 */
export function PageHeroSection({
  content,
  children,
  illustration: Illustration,
  chat,
  actions,
  before,
  className,
}: PageHeroSectionProps) {
  const aside = chat ? (
    <ChatPhone
      name="hero-chat"
      contactName={chat.contactName}
      status={chat.status}
      messages={chat.messages}
      colors={chatColors}
      className="mx-auto hidden max-w-[280px] drop-shadow-2xl lg:block"
    />
  ) : Illustration ? (
    <Illustration className="mx-auto w-full max-w-md lg:max-w-none" />
  ) : (
    children
  )
  return (
    <section
      className={cn(
        "relative overflow-hidden bg-gradient-to-br from-hero-from via-hero-via to-hero-to pt-28 pb-16 text-white sm:pt-32 sm:pb-20 lg:pt-40 lg:pb-28",
        // The phone shows from large screens only; below, the empty column's
        // gap is bottom space enough.
        chat && "pb-4 sm:pb-8",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(255_255_255/0.14),transparent)]"
      />
      <div
        id={HERO_ID}
        className={cn(
          "relative container-page grid items-center gap-12",
          aside ? "lg:grid-cols-[1.1fr_1fr]" : "",
        )}
      >
        <div className="max-w-2xl">
          {before}
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tracking-wide text-white ring-1 ring-white/20">
            {content.eyebrow}
          </p>
          <h1 className="mt-5 text-hero font-extrabold tracking-tight text-balance">
            {content.title}
          </h1>
          <p className="mt-5 max-w-[62ch] text-lg leading-relaxed text-white/85">
            {content.lead}
          </p>
          {content.primary || content.secondary || actions ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {content.primary ? (
                <ButtonLink to={content.primary.to} variant="bright">
                  {content.primary.label}
                </ButtonLink>
              ) : null}
              {content.secondary ? (
                <ButtonLink to={content.secondary.to} variant="outlineBright">
                  {content.secondary.label}
                </ButtonLink>
              ) : null}
              {actions}
            </div>
          ) : null}
        </div>
        {aside ? <div className="relative">{aside}</div> : null}
      </div>
    </section>
  )
}
