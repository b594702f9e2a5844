/**
 * The site's own addresses that the pages, the build and the server all
 * need: its public origin and the addresses it redirects.
 */

/** The public origin when SITE_URL does not say otherwise. */
export const DEFAULT_SITE_URL = "https://www.trabem.es"

/** The public origin: SITE_URL without a trailing slash, or the default. */
export function siteOrigin(fromEnv: string | undefined): string {
  return (fromEnv ?? DEFAULT_SITE_URL).replace(/\/+$/, "")
}

/**
 * Addresses answered with a permanent redirect: the old contact addresses,
 * to the home pages' contact sections, the French prefix, which has no
 * home of its own, to the French page (as `/en` is the English home), and
 * the address where feed readers look for a site's feed, to the Spanish news
 * feed. Links to them load the page in full: they are not client routes.
 */
export const redirects = {
  contactEs: { from: "/contacto", to: "/#contact" },
  contactEn: { from: "/en/contact", to: "/en#contact" },
  frenchHome: { from: "/fr", to: "/fr/automocion" },
  feed: { from: "/rss.xml", to: "/novedades/rss.xml" },
} as const

export type RedirectId = keyof typeof redirects
