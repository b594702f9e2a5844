import type { Locale } from "#app/config/locales.ts"
import type { CtaBandContent } from "#app/content/common/section-blocks.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { cn } from "#app/lib/cn.ts"

interface CtaBandSectionProps {
  readonly content: CtaBandContent
  readonly locale: Locale
  /** Classes of the first button, in the page's accent. */
  readonly primaryClassName?: string
  readonly className?: string
  /** Anchor of the band, for pages that link to it. */
  readonly id?: string
}

/** A dark band that asks for the one next step, with white text on ink. */
export function CtaBandSection({
  content,
  locale,
  primaryClassName = "bg-white text-brand-deep hover:bg-sky",
  className,
  id,
}: CtaBandSectionProps) {
  return (
    <section id={id} className={cn("bg-ink text-white", className)}>
      <div className="container-page flex flex-col gap-8 py-14 sm:py-16 lg:flex-row lg:items-center lg:justify-between lg:py-20">
        <div className="max-w-2xl" data-reveal>
          <h2 className="text-display font-bold tracking-tight text-balance">
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white/80">
            {content.lead}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          {content.actions.map((action, i) => (
            <AppLink
              key={action.label}
              to={action.to}
              locale={locale}
              className={cn(
                "inline-flex min-h-12 items-center justify-center rounded-full px-7 font-semibold transition-colors",
                i === 0
                  ? primaryClassName
                  : "text-white ring-1 ring-white/40 hover:bg-white/10",
              )}
            >
              {action.label}
            </AppLink>
          ))}
        </div>
      </div>
    </section>
  )
}
