import type { Locale } from "#app/config/locales.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"

interface ConnextCtaSectionProps {
  readonly content: ConnextContent["cta"]
  readonly locale: Locale
  readonly className?: string
}

/** The dark band before the form; both buttons lead to the contact section. */
export function ConnextCtaSection({
  content,
  locale,
  className,
}: ConnextCtaSectionProps) {
  return (
    <section
      id="cta"
      aria-labelledby="cta-title"
      className={cn(
        "relative overflow-hidden bg-ink py-16 text-white sm:py-20 lg:py-24",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_90%_0%,rgb(109_74_255/0.35),transparent)]"
      />
      <div
        data-reveal
        className="relative container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="max-w-2xl">
          <h2
            id="cta-title"
            className="text-display font-bold tracking-tight text-balance"
          >
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white/85">
            {content.text}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <AppLink
            to={content.primary.to}
            locale={locale}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-violet px-7 font-semibold text-white shadow-sm transition-colors hover:bg-violet-deep"
          >
            {content.primary.label}
          </AppLink>
          <AppLink
            to={content.secondary.to}
            locale={locale}
            className="inline-flex min-h-12 items-center justify-center rounded-full px-7 font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10"
          >
            {content.secondary.label}
          </AppLink>
        </div>
      </div>
    </section>
  )
}
