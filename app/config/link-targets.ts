import type { AnchorOf, AnyAnchor } from "./anchors.ts"
import type { PageId } from "./pages.ts"
import { site } from "./business.ts"
import { redirects, type RedirectId } from "#common/web/addresses.ts"

/** External destinations that content may link to, by name. */
export const externalLinks = {
  trabemFlex: site.productSites.value.trabemFlex,
  aiPlatform: site.productSites.value.aiPlatform,
  dentalClinics: site.productSites.value.clinics.dental,
  physiotherapy: site.productSites.value.clinics.physio,
  aestheticMedicine: site.productSites.value.clinics.aesthetic,
  psychology: site.productSites.value.clinics.psychology,
  linkedin: site.social.value.linkedin,
  facebook: site.social.value.facebook,
  x: site.social.value.x,
  whatsapp: site.whatsapp.value.href,
  invoicesVideos: site.videos.value.invoicesChannel,
} as const

export type ExternalLinkId = keyof typeof externalLinks

/** A page of the site, optionally one of its anchors (app/config/anchors.ts). */
export type PageTarget = {
  readonly [P in PageId]: { readonly page: P; readonly hash?: AnchorOf<P> }
}[PageId]

/** Where a link in content goes: a page of the site (optionally a section), a section of this page, or a named external site. */
export type LinkTarget =
  | PageTarget
  | { readonly external: ExternalLinkId }
  /** A section of the current page. */
  | { readonly hash: AnyAnchor }

/** An old address the server redirects (common/web/addresses.ts); links to it load the page in full. */
export type RedirectLinkId = RedirectId

/** The address a redirect link points at. */
export function redirectHref(id: RedirectLinkId): string {
  return redirects[id].from
}
