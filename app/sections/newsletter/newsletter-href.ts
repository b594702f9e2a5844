import type { Locale } from "#app/config/locales.ts"

/** Where the build writes each language's e-mail-ready newsletter, under build/client. */
export function newsletterFile(locale: Locale): string {
  return `newsletter/trabem-${locale}.html`
}
