import type { ReactNode } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { HeroContent } from "#app/content/common/blocks.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { cn } from "#app/lib/cn.ts"

/** Hero backgrounds: the brand's, or a product's accent (DESIGN.md). */
export const heroTones = {
  brand: "from-ink via-brand-deep to-brand",
  teal: "from-ink via-[#0b4f4a] to-teal",
  violet: "from-ink via-violet-deep to-violet",
  graphite: "from-black via-graphite to-[#374151]",
  stone: "from-[#1c1917] via-stone-accent to-[#78716c]",
  office: "from-ink via-brand-deep to-office",
} as const

export type HeroTone = keyof typeof heroTones

const primaryTone: Record<HeroTone, string> = {
  brand: "bg-white text-brand-deep hover:bg-sky",
  teal: "bg-white text-teal-deep hover:bg-teal-50",
  violet: "bg-white text-violet-deep hover:bg-violet-50",
  graphite: "bg-amber text-graphite hover:bg-amber-300",
  stone: "bg-quarry-amber text-ink hover:bg-amber-500",
  office: "bg-white text-office hover:bg-sky",
}

interface PageHeroSectionProps {
  readonly content: HeroContent
  readonly locale: Locale
  readonly tone?: HeroTone
  /** Illustration, tiles or stats shown beside (desktop) or under (phone) the text. */
  readonly children?: ReactNode
  /** Extra actions after the content's calls to action (e.g. a video or share button). */
  readonly actions?: ReactNode
  /** Shown above the eyebrow, e.g. breadcrumb navigation. */
  readonly before?: ReactNode
  readonly className?: string
  readonly id?: string
}

/** The dark hero every page opens with: one sentence, one primary action, at most one secondary. */
export function PageHeroSection({
  content,
  locale,
  tone = "brand",
  children,
  actions,
  before,
  className,
  id,
}: PageHeroSectionProps) {
  return (
    <section
      id={id}
      className={cn(
        "relative overflow-hidden bg-gradient-to-br pt-28 pb-16 text-white sm:pt-32 sm:pb-20 lg:pt-40 lg:pb-28",
        heroTones[tone],
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(255_255_255/0.14),transparent)]"
      />
      <div
        className={cn(
          "relative container-page grid items-center gap-12",
          children ? "lg:grid-cols-[1.1fr_1fr]" : "",
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
                <AppLink
                  to={content.primary.to}
                  locale={locale}
                  className={cn(
                    "inline-flex min-h-12 items-center justify-center rounded-full px-7 font-semibold shadow-sm transition-colors",
                    primaryTone[tone],
                  )}
                >
                  {content.primary.label}
                </AppLink>
              ) : null}
              {content.secondary ? (
                <AppLink
                  to={content.secondary.to}
                  locale={locale}
                  className="inline-flex min-h-12 items-center justify-center rounded-full px-7 font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10"
                >
                  {content.secondary.label}
                </AppLink>
              ) : null}
              {actions}
            </div>
          ) : null}
        </div>
        {children ? <div className="relative">{children}</div> : null}
      </div>
    </section>
  )
}
