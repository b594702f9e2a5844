import { localeTag, type Locale } from "#app/config/locales.ts"

/**
 * An amount in euros as the page's language writes it: '12.000 €' in
 * Spanish, '€12,000' in English. Grouping is forced so that Spanish also
 * writes '2.000 €' (its rule leaves four-digit numbers ungrouped).
 */
export function formatMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTag[locale], {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    useGrouping: "always",
  }).format(amount)
}

/**
 * The grant's tiers as the page shows them: each amount written out here,
 * when the page is built, so it reaches the browser as text.
 */
export function withAmounts<T extends { readonly amount: number }>(
  items: readonly T[],
  locale: Locale,
): (T & { readonly amountText: string })[] {
  return items.map((item) => ({
    ...item,
    amountText: formatMoney(item.amount, locale),
  }))
}
