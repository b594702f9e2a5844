import type { LocalesOf } from "#app/config/pages.ts"
import { formatMoney } from "#app/lib/money.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { KitDigitalContent, KitDigitalSource } from "./types.ts"

/**
 * The amounts are written out here, when the page is built, and reach the
 * browser as text: three numbers no visitor's device needs to format.
 */
function withAmounts(
  content: KitDigitalSource,
  locale: LocalesOf<"kitDigital">,
): KitDigitalContent {
  const items = content.tiers.items.map((tier) => ({
    ...tier,
    amountText: formatMoney(tier.amount, locale),
  }))
  return { ...content, tiers: { ...content.tiers, items } }
}

export const kitDigitalContent: Record<
  LocalesOf<"kitDigital">,
  KitDigitalContent
> = { en: withAmounts(en, "en"), es: withAmounts(es, "es") }
