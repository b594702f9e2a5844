import { regular, type PageConfig } from "./page-config.ts"

/** The help centre and its tutorials, the legal pages and the not-found page. */
export const supportPages = {
  help: {
    paths: { es: "/ayuda", en: "/en/ayuda" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  /**
   * Every tutorial: one page kind whose paths come from the tutorials
   * collection (app/content/tutorials/<locale>/<slug>.md is `/<slug>` and
   * `/<locale>/<slug>`), not from this table.
   */
  tutorial: {
    paths: {},
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  legalNotice: {
    paths: { es: "/aviso-legal", en: "/en/legal-notice" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  privacy: {
    paths: { es: "/privacidad", en: "/en/privacy" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  cookies: {
    paths: { es: "/cookies", en: "/en/cookies" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  security: {
    paths: { es: "/seguridad", en: "/en/security" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  notFound: {
    paths: { es: "/404", en: "/en/404" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
} as const satisfies Record<string, PageConfig>
