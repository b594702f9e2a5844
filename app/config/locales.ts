export const locales = ["es", "en", "fr"] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = "es"

/**
 * Where a link leads when its page does not exist in the visitor's language:
 * the first of these languages the page exists in, and the link says which.
 * French visitors are offered English before Spanish (README, "Languages").
 */
export const fallbackLocales = {
  es: [],
  en: ["es"],
  fr: ["en", "es"],
} as const satisfies Record<Locale, readonly Locale[]>

/** URL prefix of each locale; Spanish, the default, has none. */
export const localePrefix = {
  es: "",
  en: "/en",
  fr: "/fr",
} as const satisfies Record<Locale, string>

/** BCP 47 tags used in <html lang>, hreflang and Open Graph. */
export const localeTag = {
  es: "es-ES",
  en: "en",
  fr: "fr-FR",
} as const satisfies Record<Locale, string>

export const ogLocale = {
  es: "es_ES",
  en: "en_GB",
  fr: "fr_FR",
} as const satisfies Record<Locale, string>

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}
