import type { CtaBlock } from "#app/content/common/landing-blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { landingAccents, type LandingAccent } from "./landing-accent.ts"

interface LandingCtaSectionProps {
  readonly id: string
  readonly content: CtaBlock
  /** The section the button scrolls to (the form). */
  readonly targetHash: string
  readonly accent: LandingAccent
  readonly className?: string
}

/** A dark band with one sentence and one action, just before the form. */
export function LandingCtaSection({
  id,
  content,
  targetHash,
  accent,
  className,
}: LandingCtaSectionProps) {
  const tone = landingAccents[accent]
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("bg-ink py-14 text-white sm:py-18 lg:py-20", className)}
    >
      <div
        data-reveal
        className="container-page flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="max-w-2xl">
          <h2
            id={`${id}-title`}
            className="text-display font-bold tracking-tight text-balance"
          >
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white/80">
            {content.lead}
          </p>
        </div>
        <a
          href={`#${targetHash}`}
          className={cn(
            "inline-flex min-h-12 w-full shrink-0 items-center justify-center rounded-full px-8 font-semibold shadow-sm transition-colors sm:w-auto",
            tone.buttonOnDark,
          )}
        >
          {content.action}
        </a>
      </div>
    </section>
  )
}
