import type { AnchorOf, AnyAnchor } from "./anchors.ts"
import type { LinkablePageId } from "./pages.ts"
import { business } from "./business.ts"
import { redirects, type RedirectId } from "#common/web/addresses.ts"

/** External destinations that content may link to, by name. */
export const externalLinks = {
  trabemFlex: business.productSites.value.trabemFlex,
  aiPlatform: business.productSites.value.aiPlatform,
  dentalClinics: business.productSites.value.clinics.dental,
  physiotherapy: business.productSites.value.clinics.physio,
  aestheticMedicine: business.productSites.value.clinics.aesthetic,
  psychology: business.productSites.value.clinics.psychology,
  linkedin: business.social.value.linkedin,
  facebook: business.social.value.facebook,
  x: business.social.value.x,
  whatsapp: business.whatsapp.value.href,
  invoicesVideos: business.videos.value.invoicesChannel,
} as const

export type ExternalLinkId = keyof typeof externalLinks

/** A page of the site, optionally one of its anchors (`anchors` in the page table). */
export type PageTarget = {
  readonly [P in LinkablePageId]: {
    readonly page: P
    readonly hash?: AnchorOf<P>
  }
}[LinkablePageId]

/**
 * Where a link in content goes: a page of the site (optionally a section), a
 * section of this page, or a named external site. A page made from a
 * collection entry (a tutorial) is reached by the path the build gives it.
 */
export type LinkTarget =
  | PageTarget
  | { readonly external: ExternalLinkId }
  /** A section of the current page. */
  | { readonly hash: AnyAnchor }
  | { readonly path: string }

/**
 * An old address the server redirects (common/web/addresses.ts); links to it
 * load the page in full.
 */
export type RedirectLinkId = RedirectId

/** The address a redirect link points at. */
export function redirectHref(id: RedirectLinkId): string {
  return redirects[id].from
}
