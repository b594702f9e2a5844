import type { Accent } from "#app/config/accents.ts"
import type { CtaBand } from "#app/schemas/blocks.ts"
import { ButtonLink } from "#app/components/ui/button-link.tsx"
import { cn } from "#app/lib/cn.ts"

interface CtaBandSectionProps {
  /** Anchor of the band; its heading labels it. */
  readonly id: string
  readonly content: CtaBand
  /** Overrides the page's accent (the grant pages' yellow button). */
  readonly accent?: Accent
  readonly className?: string
}

/**
 * A dark band that asks for the one next step: white text on ink, the first
 * button in the accent's bright colour.
 */
export function CtaBandSection({
  id,
  content,
  accent,
  className,
}: CtaBandSectionProps) {
  return (
    <section
      id={id}
      data-accent={accent}
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
        <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row">
          {content.actions.map((action, i) => (
            <ButtonLink
              key={action.label}
              to={action.to}
              variant={i === 0 ? "bright" : "outlineBright"}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  )
}
