import { redirectHref } from "#app/config/link-targets.ts"
import type { Locale } from "#app/config/locales.ts"
import type { NewsletterLinkTarget } from "#app/content/newsletter/types.ts"
import { pathTo } from "#app/lib/i18n.ts"

/** The site path a newsletter button leads to (the exported e-mail prefixes the site's origin). */
export function newsletterHref(
  to: NewsletterLinkTarget,
  locale: Locale,
): string {
  return "redirect" in to
    ? redirectHref(to.redirect)
    : pathTo(to.page, locale, to.hash)
}

/** Where the build writes each language's e-mail-ready newsletter, under build/client. */
export function newsletterFile(locale: Locale): string {
  return `newsletter/trabem-${locale}.html`
}

/**
 * The newsletter's three blocks in order, with the accent of each (hex, for
 * e-mail clients too).
 */
export const newsletterBlocks = [
  { key: "website", accent: "#1F5FD6" },
  { key: "assistant", accent: "#0A7468" },
  { key: "office365", accent: "#2563EB" },
] as const
