import { business } from "#app/config/business.ts"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { cn } from "#app/lib/cn.ts"
import { Icon } from "#app/components/ui/icon.tsx"

interface GuideEmptyStateProps {
  readonly title: string
  readonly text: string
  readonly showAll: string
}

const contactClass = cn(buttonVariants({ variant: "outline" }), "px-5")

/**
 * No guide matches: offer the support contact and a way back to every guide
 * (the button the search island wires, `data-guide-show-all`).
 */
export function GuideEmptyState({
  title,
  text,
  showAll,
}: GuideEmptyStateProps) {
  return (
    <div
      data-testid="guide-empty"
      className="rounded-card border border-dashed border-slate-300 bg-slate-50 p-6 text-center sm:p-10"
    >
      <Icon
        name="searchX"
        className="mx-auto size-10 text-slate-500"
        aria-hidden="true"
      />
      <h3 className="mt-4 text-xl font-bold text-ink">{title}</h3>
      <p className="mx-auto mt-2 max-w-[55ch] leading-relaxed text-slate-700">
        {text}
      </p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <a href={business.phone.value.href} className={contactClass}>
          <Icon name="phone" className="size-5" aria-hidden="true" />
          {business.phone.value.display}
        </a>
        <a href={`mailto:${business.email.value}`} className={contactClass}>
          <Icon name="mail" className="size-5" aria-hidden="true" />
          {business.email.value}
        </a>
      </div>
      <button
        type="button"
        data-guide-show-all
        className="mt-4 inline-flex min-h-12 items-center px-4 font-semibold text-accent-ink underline underline-offset-4 hover:text-accent"
      >
        {showAll}
      </button>
    </div>
  )
}
