import { Users } from "lucide-react"
import type { CSSProperties } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { KitDigitalContent } from "#app/content/kit-digital/types.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { formatMoney } from "#app/lib/money.ts"

interface KitTiersSectionProps {
  readonly content: KitDigitalContent["tiers"]
  readonly locale: Locale
  readonly className?: string
}

/** The three grant tiers by company size, at `#tramos`, with amounts in the page's language. */
export function KitTiersSection({
  content,
  locale,
  className,
}: KitTiersSectionProps) {
  return (
    <section
      id="tramos"
      aria-labelledby="tramos-title"
      className={cn("section-y", className)}
    >
      <div className="container-page">
        <SectionHeading id="tramos-title" content={content.intro} />
        <ul className="mt-12 grid gap-5 md:grid-cols-3 lg:mt-14">
          {content.items.map((tier, i) => (
            <li
              key={tier.segment}
              data-reveal
              data-testid="kit-tier"
              style={{ "--reveal-delay": `${i * 0.1}s` } as CSSProperties}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-6 text-center shadow-raised sm:p-8"
            >
              <p className="text-sm font-semibold tracking-wider text-brand uppercase">
                {tier.segment}
              </p>
              <h3 className="mt-2 text-xl font-bold text-ink">{tier.name}</h3>
              <p className="mt-2 inline-flex items-center justify-center gap-2 text-slate-600">
                <Users className="size-4" aria-hidden="true" />
                {tier.employees}
              </p>
              <div className="mt-6 border-t border-slate-100 pt-6">
                <p className="text-sm text-slate-600">{content.amountPrefix}</p>
                <p
                  data-testid="kit-tier-amount"
                  className="mt-2 text-stat font-extrabold tracking-tight text-ink"
                >
                  <span className="bg-[linear-gradient(transparent_62%,var(--color-grant)_62%)] px-1">
                    {formatMoney(tier.amount, locale)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-[65ch] text-center text-sm text-slate-600">
          {content.note}
        </p>
      </div>
    </section>
  )
}
