/**
 * Contact details and every external address of the site, in one place.
 * Values marked `placeholder: true` stand in until the owner supplies the
 * real ones; they are well-formed so that every link works meanwhile.
 */
import { siteOrigin } from "#common/web/addresses.ts"
import { placeholder, real } from "./configured.ts"

export const business = {
  brand: "TRABEM",
  legalName: placeholder(
    "TRABEM Soluciones Tecnológicas S.L.",
    "Registered company name, exactly as in the Mercantile Registry",
  ),
  taxId: placeholder("B00000000", "Company tax ID (NIF)"),
  registry: placeholder(
    "Registro Mercantil de Murcia, tomo 0000, folio 00, hoja MU-00000",
    "Registry entry: registry, volume (tomo), folio and sheet (hoja)",
  ),
  // Numbers as shown are spaced with no-break spaces (\u00a0): a number
  // never wraps across two lines.
  phone: placeholder(
    { display: "+34\u00a0968\u00a0000\u00a0000", href: "tel:+34968000000" },
    "Office phone number, as shown (no-break spaces) and as a tel: link",
  ),
  whatsapp: placeholder(
    {
      display: "+34\u00a0600\u00a0000\u00a0000",
      href: "https://wa.me/34600000000",
    },
    "WhatsApp Business number, as shown (no-break spaces) and as a wa.me link",
  ),
  email: placeholder(
    "info@trabem.es",
    "Public contact address that receives enquiries",
  ),
  privacyEmail: placeholder(
    "privacidad@trabem.es",
    "Address for data protection requests",
  ),
  securityEmail: placeholder(
    "seguridad@trabem.es",
    "Address for vulnerability reports (also in security.txt)",
  ),
  address: placeholder(
    {
      street: "Calle Mayor, 1",
      postalCode: "30820",
      locality: "Alcantarilla",
      region: "Murcia",
      country: "España",
      countryCode: "ES",
    },
    "Postal address of the office in Alcantarilla (street, number, postcode)",
  ),
  /** Monday to Friday, 9:00 to 18:00. */
  hours: real({
    days: ["Mo", "Tu", "We", "Th", "Fr"] as const,
    opens: "09:00",
    closes: "18:00",
  }),
  geo: placeholder(
    { latitude: 37.9694, longitude: -1.2171 },
    "Latitude and longitude of the office entrance",
  ),
  map: placeholder(
    {
      embed:
        "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d12577.6!2d-1.2171!3d37.9694!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sAlcantarilla%2C%20Murcia!5e0!3m2!1ses!2ses!4v1700000000000",
      link: "https://www.google.com/maps/search/?api=1&query=Alcantarilla%2C+Murcia",
    },
    "Google Maps embed and link addresses of the office",
  ),
  /** External chatbot page shown in the chat panel; null shows the contact fallback. */
  chatbot: placeholder<string | null>(
    "https://chat.trabem.es/widget",
    "Address of the chatbot page shown in the chat panel (null shows the contact fallback)",
  ),
  /**
   * TRABEM's own video IDs, played through the privacy-enhanced player. Null
   * until the owner supplies each one: the page then shows the poster alone,
   * never someone else's video.
   */
  videos: placeholder<{
    readonly clinicExplainer: string | null
    readonly invoicesChannel: string
  }>(
    {
      clinicExplainer: null,
      invoicesChannel: "https://www.youtube.com/@trabem",
    },
    "YouTube ID of TRABEM's clinic explainer video (a tutorial's video is its `youtube:` line) and the address of its channel, which the invoices tutorial links to",
  ),
  videoPlayer: real({
    embed: "https://www.youtube-nocookie.com/embed/",
    watch: "https://www.youtube.com/watch?v=",
    host: "https://www.youtube-nocookie.com",
  }),
  productSites: placeholder(
    {
      trabemFlex: "https://www.trabemflex.es",
      aiPlatform: "https://www.trabem.ai",
      clinics: {
        dental: "https://www.trabemflex.es/clinicas-dentales",
        physio: "https://www.trabemflex.es/fisioterapia",
        aesthetic: "https://www.trabemflex.es/medicina-estetica",
        psychology: "https://www.trabemflex.es/psicologia",
      },
    },
    "Addresses of the TrAbem Flex and AI platform sites and of the four specialty pages",
  ),
  social: placeholder(
    {
      linkedin: "https://www.linkedin.com/company/trabem",
      facebook: "https://www.facebook.com/trabem",
      x: "https://x.com/trabem",
    },
    "Company profile addresses on LinkedIn, Facebook and X",
  ),
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
