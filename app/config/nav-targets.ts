import { anchors } from "#app/config/anchors.ts"
import type { LinkTarget } from "#app/config/link-targets.ts"
import type { Locale } from "#app/config/locales.ts"

type Targets = Readonly<Record<string, LinkTarget>>

/**
 * Where the header's links lead, the same in every language. Each
 * language's file names the links by these keys; lists keep this order.
 */
export const navTargets = {
  services: { page: "home", hash: "services" },
  hosting: { page: "home", hash: "hosting" },
  contact: { page: "home", hash: "contact" },
  industries: {
    clinics: { page: "clinicAgents" },
    dealerships: { page: "automotive" },
    quarries: { page: "quarry" },
    councils: { page: "connext", hash: "audience" },
  },
  products: {
    clinicAppointments: { page: "clinicAppointments" },
    clinicAgents: { page: "clinicAgents" },
    connext: { page: "connext" },
    quarry: { page: "quarry" },
    office365: { page: "office365" },
    help: { page: "help" },
  },
} as const satisfies {
  readonly [key: string]: LinkTarget | Targets
}

/**
 * The news page's list of posts: French has no news page, so its link goes
 * to the English one (app/config/locales.ts) and that page's id.
 */
const newsPosts = {
  es: anchors.news.posts.es,
  en: anchors.news.posts.en,
  fr: anchors.news.posts.en,
} as const satisfies Record<Locale, string>

/** Where the footer's columns lead, in the order shown, the same in every language. */
export function footerTargets(locale: Locale) {
  return {
    services: {
      hosting: { page: "home", hash: "hosting" },
      cybersecurity: { page: "home", hash: "services" },
      trabemFlex: { page: "home", hash: "trabemflex" },
      aiPlatform: { page: "home", hash: "trabem" },
      office365: { page: "office365" },
      connext: { page: "connext" },
    },
    quickLinks: {
      home: { page: "home" },
      services: { page: "home", hash: "services" },
      about: { page: "home", hash: "about" },
      news: { page: "news" },
      contact: { page: "home", hash: "contact" },
      blog: { page: "news", hash: newsPosts[locale] },
    },
    industries: {
      clinics: { external: "trabemFlex" },
      ai: { external: "aiPlatform" },
      dealerships: { page: "automotive" },
      quarries: { page: "quarry" },
      help: { page: "help" },
    },
    legal: {
      cookies: { page: "cookies" },
      security: { page: "security" },
      legalNotice: { page: "legalNotice" },
      privacy: { page: "privacy" },
      kitDigital: { page: "kitDigital" },
      kitConsulting: { page: "kitConsulting" },
      news: { page: "news" },
    },
    clinicSpecialties: {
      dental: { external: "dentalClinics" },
      physiotherapy: { external: "physiotherapy" },
      aesthetic: { external: "aestheticMedicine" },
      psychology: { external: "psychology" },
    },
  } as const satisfies Readonly<Record<string, Targets>>
}

export type FooterTargets = ReturnType<typeof footerTargets>

/** Names that read the same in every language: each language in its own, and brands. */
export const fixedNames = {
  languages: { es: "Español", en: "English", fr: "Français" },
  networks: {
    x: "X (Twitter)",
    facebook: "Facebook",
    linkedin: "LinkedIn",
    whatsapp: "WhatsApp",
  },
} as const satisfies {
  readonly languages: Record<Locale, string>
  readonly networks: Readonly<Record<string, string>>
}
