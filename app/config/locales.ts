export const locales = ["es", "en", "fr"] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = "es"

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
