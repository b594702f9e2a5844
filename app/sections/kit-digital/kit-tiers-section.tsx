import { Icon } from "#app/components/ui/icon.tsx"
import type { KitDigitalContent, KitTierSource } from "#app/schemas/kit.ts"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"

interface KitTiersSectionProps {
  readonly id: string
  readonly content: Omit<KitDigitalContent["tiers"], "items"> & {
    readonly items: readonly (KitTierSource & { readonly amountText: string })[]
  }
}

/** The three grant tiers by company size, with amounts in the page's language. */
export function KitTiersSection({ id, content }: KitTiersSectionProps) {
  return (
    <Section id={id} intro={content.intro} background="slate">
      <RevealList
        items={content.items}
        className="mt-12 grid gap-5 md:grid-cols-3 lg:mt-14"
        card={{ isRaised: true, padding: "lg" }}
        itemClassName="flex flex-col text-center"
        itemTestId="kit-tier"
      >
        {(tier) => (
          <>
            <p className="text-sm font-semibold tracking-wider text-accent-strong uppercase">
              {tier.segment}
            </p>
            <h3 className="mt-2 text-xl font-bold text-ink">{tier.name}</h3>
            <p className="mt-2 inline-flex items-center justify-center gap-2 text-slate-600">
              <Icon name="users" className="size-4" />
              {tier.employees}
            </p>
            <div className="mt-6 border-t border-slate-100 pt-6">
              <p className="text-sm text-slate-600">{content.amountPrefix}</p>
              <p
                data-testid="kit-tier-amount"
                className="mt-2 text-stat font-extrabold tracking-tight text-ink"
              >
                <span className="bg-[linear-gradient(transparent_62%,var(--color-grant)_62%)] px-1">
                  {tier.amountText}
                </span>
              </p>
            </div>
          </>
        )}
      </RevealList>
      <p className="mx-auto mt-8 max-w-[65ch] text-center text-sm text-slate-600">
        {content.note}
      </p>
    </Section>
  )
}
