/**
 * Contact details and every external address of the site, in one place.
 * What staff keep up to date (phone, address, e-mails, profiles, the
 * chatbot's, videos' and map's addresses) is in app/content/business.json,
 * which they edit as "Datos de la empresa" in the editor; the addresses of
 * the share networks and the video player, and the brand, are code. Values
 * the file lists as `provisional` stand in until the owner supplies the real
 * ones (`npm run check:launch` lists them); they are well-formed so that
 * every link works meanwhile.
 */
import { siteOrigin } from "#common/web/addresses.ts"
import file from "#app/content/business.json" with { type: "json" }
import {
  businessDetails,
  type BusinessDetails,
  type BusinessKey,
} from "#app/schemas/business.ts"
import { placeholder, real, type Configured } from "./configured.ts"

/** The business file, checked: a wrong value stops everything that reads it, naming the field. */
function read(): BusinessDetails {
  const parsed = businessDetails.safeParse(file)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join(".")}: ${issue.message}`,
  )
  throw new Error(
    `app/content/business.json (Datos de la empresa): ${problems.join("; ")}`,
  )
}

const details = read()
const provisional = new Set(details.provisional)

/**
 * A value of the file, marked as a stand-in while the file lists it as
 * provisional, with what to supply (its help in the editor).
 */
function detail<K extends BusinessKey, T = BusinessDetails[K]>(
  key: K,
  value: T = details[key] as T,
): Configured<T> {
  if (!provisional.has(key)) return real(value)
  const { title, description } = businessDetails.shape[key].meta() ?? {}
  return placeholder(value, `${title ?? key}: ${description ?? ""}`.trim())
}

/**
 * A phone number as shown, its spaces no-break spaces so that it never
 * wraps across two lines, and as the link that dials it.
 */
const dialled = (shown: string, href: (digits: string) => string) => ({
  display: shown.replace(/ /g, "\u00a0"),
  href: href(shown.replace(/[^\d+]/g, "")),
})

export const business = {
  brand: "TRABEM",
  legalName: detail("legalName"),
  taxId: detail("taxId"),
  registry: detail("registry"),
  phone: detail(
    "phone",
    dialled(details.phone, (number) => `tel:${number}`),
  ),
  whatsapp: detail(
    "whatsapp",
    dialled(
      details.whatsapp,
      (number) => `https://wa.me/${number.replace("+", "")}`,
    ),
  ),
  email: detail("email"),
  privacyEmail: detail("privacyEmail"),
  securityEmail: detail("securityEmail"),
  address: detail("address"),
  hours: detail("hours"),
  geo: detail("geo"),
  map: detail("map"),
  /** External chatbot page shown in the chat panel; null shows the contact fallback. */
  chatbot: detail("chatbot", details.chatbot ?? null),
  /**
   * TRABEM's own videos, played through the privacy-enhanced player: the
   * clinic explainer's YouTube ID, null until the owner supplies it (the page
   * then shows the poster alone, never someone else's video), and the
   * channel the invoices tutorial links to.
   */
  videos: detail("videos", {
    clinicExplainer: details.videos.clinicExplainer ?? null,
    invoicesChannel: details.videos.invoicesChannel,
  }),
  videoPlayer: real({
    embed: "https://www.youtube-nocookie.com/embed/",
    watch: "https://www.youtube.com/watch?v=",
    host: "https://www.youtube-nocookie.com",
  }),
  productSites: detail("productSites"),
  social: detail("social"),
  /** Share endpoints of the networks the share buttons use. */
  share: real({
    x: "https://twitter.com/intent/tweet",
    facebook: "https://www.facebook.com/sharer/sharer.php",
    linkedin: "https://www.linkedin.com/sharing/share-offsite/",
    whatsapp: "https://wa.me/",
  }),
  /** Technology partners shown in the hosting section (drawn as simple marks). */
  partners: real(["Proxmox", "Veeam"] as const),
} as const

export type Business = typeof business

/** Origin of the public site, used for canonical URLs, hreflang, sitemap and share links. */
export function siteUrl(): string {
  const fromEnv =
    typeof process !== "undefined" ? process.env.SITE_URL : undefined
  return siteOrigin(fromEnv)
}

export function hostOf(url: string): string {
  return new URL(url).origin
}
