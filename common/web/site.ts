/**
 * Facts about the site that the pages, the build and the server all need.
 */

/** The public origin when SITE_URL does not say otherwise. */
export const DEFAULT_SITE_URL = "https://www.trabem.es"

/** The public origin: SITE_URL without a trailing slash, or the default. */
export function siteOrigin(fromEnv: string | undefined): string {
  return (fromEnv ?? DEFAULT_SITE_URL).replace(/\/+$/, "")
}

/**
 * Addresses answered with a permanent redirect: the old contact addresses,
 * to the home pages' contact sections, and the French prefix, which has no
 * home of its own, to the French page (as `/en` is the English home). Links
 * to them load the page in full: they are not client routes.
 */
export const redirects = {
  contactEs: { from: "/contacto", to: "/#contact" },
  contactEn: { from: "/en/contact", to: "/en#contact" },
  frenchHome: { from: "/fr", to: "/fr/automocion" },
} as const

export type RedirectId = keyof typeof redirects

/** The Content-Security-Policy manifest the build writes (build/csp.json) and the server reads. */
export interface CspManifest {
  /** The policy of responses that are not pages: no inline script at all. */
  readonly policy: string
  /** Each page's policy, by its HTML file relative to build/client, allowing exactly its own inline scripts. */
  readonly pages: Readonly<Record<string, string>>
}
