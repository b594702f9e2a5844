import { automotive, regular, type PageConfig } from "./page-config.ts"

/** The home page, the service and product pages, their landing pages and the newsletter page. */
export const productPages = {
  home: {
    paths: { es: "/", en: "/en" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
    icons: "page",
  },
  kitDigital: {
    paths: { es: "/kitdigital", en: "/en/kitdigital" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  kitConsulting: {
    paths: { es: "/asesores", en: "/en/asesores" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  clinicAppointments: {
    paths: { es: "/trabemflex-salud", en: "/en/trabemflex-salud" },
    layout: "shared",
    accent: "clinic",
    chat: false,
    switcher: regular,
  },
  connext: {
    paths: { es: "/trabem-connext", en: "/en/trabem-connext" },
    layout: "connext",
    accent: "connext",
    chat: true,
    switcher: regular,
  },
  quarry: {
    paths: { es: "/canteras", en: "/en/canteras" },
    layout: "shared",
    accent: "quarry",
    chat: true,
    switcher: regular,
  },
  news: {
    paths: { es: "/novedades", en: "/en/novedades" },
    layout: "shared",
    accent: "brand",
    chat: true,
    switcher: regular,
  },
  newsletter: {
    paths: { es: "/mailchimp", en: "/en/mailchimp" },
    layout: "newsletter",
    accent: "brand",
    chat: false,
    switcher: regular,
  },
  office365: {
    paths: { es: "/office-365", en: "/en/office-365" },
    layout: "shared",
    accent: "office",
    chat: true,
    switcher: regular,
  },
  clinicAgents: {
    paths: { es: "/trabemflex-clinica", en: "/en/trabemflex-clinica" },
    layout: "clinic",
    accent: "clinic",
    chat: true,
    switcher: regular,
    icons: "page",
  },
  automotive: {
    paths: { es: "/automocion", fr: "/fr/automocion" },
    layout: "automotive",
    accent: "dealer",
    chat: true,
    switcher: automotive,
  },
} as const satisfies Record<string, PageConfig>
