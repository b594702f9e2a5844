import type { Accent } from "./accents.ts"
import type { Locale } from "./locales.ts"

/**
 * Which frame a page is drawn in. `shared` is the common header and footer;
 * the others are the product pages' own headers.
 */
export type LayoutKind =
  "shared" | "connext" | "clinic" | "automotive" | "newsletter"

export interface PageConfig {
  /** Route module under app/routes. */
  readonly file: string
  /** Public path of each language the page exists in. */
  readonly paths: Partial<Record<Locale, string>>
  readonly layout: LayoutKind
  /** The page's colour: `<main data-accent>` (app/styles/accents.css); a section may override it. */
  readonly accent: Accent
  /** Whether the shared floating chat is shown. */
  readonly chat: boolean
  /** Languages the language switcher offers as active on this page. */
  readonly switcher: readonly Locale[]
}

const regular = ["es", "en"] as const
const automotive = ["es", "fr"] as const

export const pages = {
  home: {
    file: "routes/home.tsx",
    paths: { es: "/", en: "/en" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  kitDigital: {
    file: "routes/kit-digital.tsx",
    paths: { es: "/kitdigital", en: "/en/kitdigital" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  kitConsulting: {
    file: "routes/kit-consulting.tsx",
    paths: { es: "/asesores", en: "/en/asesores" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  clinicAppointments: {
    file: "routes/clinic-appointments.tsx",
    paths: { es: "/trabemflex-salud" },
    layout: "shared",
    accent: "clinic",
    chat: false,
    switcher: regular,
  },
  connext: {
    file: "routes/connext.tsx",
    paths: { es: "/trabem-connext" },
    layout: "connext",
    accent: "connext",
    chat: true,
    switcher: regular,
  },
  quarry: {
    file: "routes/quarry.tsx",
    paths: { es: "/canteras", en: "/en/canteras" },
    layout: "shared",
    accent: "quarry",
    chat: true,
    switcher: regular,
  },
  news: {
    file: "routes/news.tsx",
    paths: { es: "/novedades", en: "/en/novedades" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  newsletter: {
    file: "routes/newsletter.tsx",
    paths: { es: "/mailchimp", en: "/en/mailchimp" },
    layout: "newsletter",
    accent: "brand",
    chat: false,
    switcher: regular,
  },
  office365: {
    file: "routes/office-365.tsx",
    paths: { es: "/office-365" },
    layout: "shared",
    accent: "office",
    chat: true,
    switcher: regular,
  },
  clinicAgents: {
    file: "routes/clinic-agents.tsx",
    paths: { es: "/trabemflex-clinica" },
    layout: "clinic",
    accent: "clinic",
    chat: false,
    switcher: regular,
  },
  automotive: {
    file: "routes/automotive.tsx",
    paths: { es: "/automocion", fr: "/fr/automocion" },
    layout: "automotive",
    accent: "dealer",
    chat: true,
    switcher: automotive,
  },
  help: {
    file: "routes/help.tsx",
    paths: { es: "/ayuda" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  tutorialReports: {
    file: "routes/tutorial.tsx",
    paths: { es: "/informes" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  tutorialDeliveryNotes: {
    file: "routes/tutorial.tsx",
    paths: { es: "/albaranes" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  tutorialClients: {
    file: "routes/tutorial.tsx",
    paths: { es: "/clientes" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  tutorialCarriers: {
    file: "routes/tutorial.tsx",
    paths: { es: "/transportistas" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  tutorialInvoices: {
    file: "routes/tutorial.tsx",
    paths: { es: "/facturas" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  legalNotice: {
    file: "routes/legal.tsx",
    paths: { es: "/aviso-legal", en: "/en/legal-notice" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  privacy: {
    file: "routes/legal.tsx",
    paths: { es: "/privacidad", en: "/en/privacy" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  cookies: {
    file: "routes/legal.tsx",
    paths: { es: "/cookies", en: "/en/cookies" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  security: {
    file: "routes/legal.tsx",
    paths: { es: "/seguridad", en: "/en/security" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  notFound: {
    file: "routes/not-found.tsx",
    paths: { es: "/404", en: "/en/404" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
} as const satisfies Record<string, PageConfig>

export type PageId = keyof typeof pages

/** Languages a page exists in, as a type: `LocalesOf<"automotive">` is `"es" | "fr"`. */
export type LocalesOf<P extends PageId> = keyof (typeof pages)[P]["paths"] &
  Locale

export const pageIds = Object.keys(pages) as PageId[]

export interface PageRoute {
  readonly pageId: PageId
  readonly locale: Locale
  readonly path: string
  readonly file: string
}

/** Every page × language, in a stable order: the source of routes, prerender and sitemap. */
export const pageRoutes: readonly PageRoute[] = pageIds.flatMap((pageId) =>
  Object.entries(pages[pageId].paths).map(([locale, path]) => ({
    pageId,
    locale: locale as Locale,
    path,
    file: pages[pageId].file,
  })),
)

/** Pages that are real content (the not-found page is served for unknown paths only). */
export const publicPageRoutes = pageRoutes.filter(
  (r) => r.pageId !== "notFound",
)

export function pagePath(pageId: PageId, locale: Locale): string | undefined {
  const paths: Partial<Record<Locale, string>> = pages[pageId].paths
  return paths[locale]
}

export function findPageRoute(pathname: string): PageRoute | undefined {
  const normalized =
    pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  return pageRoutes.find((r) => r.path === normalized)
}
