import type { Locale } from "#app/config/locales.ts"

/**
 * How a link names the language of the page it leads to when that is not the
 * page's own ("Privacy policy (in English)"), in the words of a page in each
 * language. A module of its own so that an island can bring its language's
 * three names without the rest of the shared strings.
 */
export const esLinkLanguages = {
  es: "en español",
  en: "en inglés",
  fr: "en francés",
} as const satisfies Record<Locale, string>

export const enLinkLanguages = {
  es: "Spanish",
  en: "English",
  fr: "French",
} as const satisfies Record<Locale, string>

export const frLinkLanguages = {
  es: "en espagnol",
  en: "en anglais",
  fr: "en français",
} as const satisfies Record<Locale, string>
