import { answerPagePaths } from "#common/web/answer-pages.ts"
import { regular, type PageConfig } from "./page-config.ts"

/** The help centre and its tutorials, the legal pages and the not-found page. */
export const supportPages = {
  help: {
    paths: { es: "/ayuda", en: "/en/ayuda" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
    anchors: { guides: "guias", quickHelp: "respuestas", support: "soporte" },
    words: { schema: "helpPage", editor: "Centro de ayuda" },
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
    /** The ids every tutorial page shares; each step is `paso-1`, `paso-2`… */
    anchors: {
      steps: "pasos",
      stepIndex: "pasos-indice",
      video: "video",
      support: "soporte",
    },
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
    words: { schema: "notFoundPage", editor: "Página no encontrada" },
  },
  /**
   * The answer to a form posted without JavaScript, in the site's frame: a
   * page the server fills in and sends, never at its own address
   * (common/web/answer-pages.ts).
   */
  formAnswer: {
    paths: answerPagePaths,
    layout: "shared",
    accent: "brand",
    chat: false,
    switcher: regular,
  },
} as const satisfies Record<string, PageConfig>
