import type { Locale } from "./locales.ts"
import type { PageId } from "./pages.ts"

/** An anchor's id: one for every language, or one per language. */
type AnchorId = string | Readonly<Partial<Record<Locale, string>>>

/** The ids every tutorial page shares; each step is `paso-1`, `paso-2`… */
const tutorial = {
  steps: "pasos",
  stepIndex: "pasos-indice",
  video: "video",
  support: "soporte",
} as const

/**
 * The anchors of each page, by name. Page files give each section its id
 * from here, and links to a section name it, so an id changes in one place.
 * Ids are the published ones (older links keep working): some Spanish, some
 * English.
 */
export const anchors = {
  home: {
    services: "services",
    hosting: "hosting",
    trabemFlex: "trabemflex",
    /** Older links use this spelling; an empty anchor at the section's top. */
    trabemFlexOld: "trabem-flex",
    aiPlatform: "trabem",
    stories: "success-stories",
    about: "about",
    contact: "contact",
    share: "share",
  },
  kitDigital: {
    programme: "programa",
    eligibility: "requisitos",
    solutions: "soluciones",
    tiers: "tramos",
    cta: "cta",
    contact: "contacto",
  },
  kitConsulting: {
    areas: "areas",
    method: "metodo",
    sectors: "sectores",
    cta: "cta",
    contact: "contacto",
  },
  clinicAppointments: {
    video: "video",
    features: "features",
    howItWorks: "how-it-works",
    benefits: "benefits",
    cta: "cta",
    contact: "contacto",
  },
  connext: {
    about: "about",
    benefits: "benefits",
    audience: "audience",
    integration: "integration",
    testimonials: "testimonials",
    cta: "cta",
    contact: "contact",
  },
  quarry: {
    features: "funciones",
    modules: "modulos",
    cta: "cta",
    contact: "contacto",
  },
  news: {
    /** The list of posts, newest first (the footer's Blog leads there). */
    posts: { es: "publicaciones", en: "posts" },
    /** The first posts' cards keep the ids older links use (newsPostAnchors). */
    website: { es: "nueva-web", en: "new-website" },
    /** The virtual agent's card: the chat panel opens at #chat too. */
    assistant: "chat",
    office365: "office-365",
    updates: { es: "actualizaciones", en: "updates" },
    benefits: "ventajas",
    /** The block around the contact section (older links). */
    contactBlock: { es: "novedades", en: "news" },
    contact: { es: "contacto", en: "contact" },
  },
  office365: {
    benefits: "beneficios",
    reasons: "por-que-trabem",
    form: "formulario",
    testimonials: "testimonio",
    trust: "garantias",
  },
  clinicAgents: {
    examples: "examples",
    challenges: "pain-points",
    solutions: "features",
    assistants: "agents",
    testimonials: "testimonials",
    share: "share",
    demo: "cta-section",
  },
  automotive: {
    examples: "examples",
    challenges: "challenges",
    solutions: "solutions",
    assistants: "assistants",
    testimonials: "testimonials",
    share: "share",
    demo: "cta-section",
  },
  help: { guides: "guias", quickHelp: "respuestas", support: "soporte" },
  tutorial,
} as const satisfies Partial<Record<PageId, Readonly<Record<string, AnchorId>>>>

/**
 * The news posts whose card on the news page keeps an id older links use, by
 * the post's file name; any other post's card has its file name as its id.
 */
export const newsPostAnchors: Readonly<
  Record<string, keyof (typeof anchors)["news"]>
> = {
  "nueva-web": "website",
  "asistente-virtual": "assistant",
  "licencias-office-365": "office365",
}

type Anchors = typeof anchors
type AnchoredPage = keyof Anchors
type ValueOf<T> = T[keyof T]
type IdsOf<T> = T extends string ? T : ValueOf<T>

/** The id of a tutorial's step by its number (1 is the first). */
export const tutorialStepId = (number: number) => `paso-${number}` as const

/** The ids a page's links may point at (tutorial steps are `paso-N`). */
export type AnchorOf<P extends PageId> = P extends AnchoredPage
  ? | IdsOf<ValueOf<Anchors[P]>>
    | (P extends "tutorial" ? `paso-${number}` : never)
  : never

/** Any id of any page: the target of a link within the current page. */
export type AnyAnchor = AnchorOf<PageId>

/**
 * Each page's lead form, by the name of its anchor: where the header's
 * Contact leads on that page, rather than to the home page's form.
 */
export const formAnchors = {
  home: "contact",
  kitDigital: "contact",
  kitConsulting: "contact",
  clinicAppointments: "contact",
  connext: "contact",
  quarry: "contact",
  news: "contact",
  office365: "form",
  clinicAgents: "demo",
  automotive: "demo",
} as const satisfies { readonly [P in AnchoredPage]?: keyof Anchors[P] }

/** The id of a page's lead form in a language, where the page has one. */
export function formAnchorId(
  pageId: PageId,
  locale: Locale,
): AnyAnchor | undefined {
  if (!(pageId in formAnchors)) return undefined
  const page = pageId as keyof typeof formAnchors
  return anchorId(page, formAnchors[page] as never, locale) as AnyAnchor
}

/** The id of a page's anchor in a language. */
export function anchorId<P extends AnchoredPage>(
  page: P,
  name: keyof Anchors[P],
  locale: Locale = "es",
): string {
  const id = anchors[page][name] as AnchorId
  return typeof id === "string" ? id : (id[locale] ?? id.es ?? "")
}
