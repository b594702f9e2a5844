import { locales, type Locale } from "./locales.ts"

/**
 * Where the words of each content collection live under app/content/, as a
 * path with `{locale}` (and `{slug}` for collections of many entries: news
 * posts, guides). The collections (app/content.config.ts), the editor
 * (keystatic.config.ts) and `npm run translations` all read it here.
 */
export const contentLayout = {
  ui: "ui/{locale}.yaml",
  forms: "forms/{locale}.json",
  home: "pages/{locale}/home.yaml",
  kitDigital: "pages/{locale}/kitdigital.yaml",
  kitConsulting: "pages/{locale}/asesores.yaml",
  clinicAppointments: "pages/{locale}/trabemflex-salud.yaml",
  connext: "pages/{locale}/trabem-connext.yaml",
  quarry: "pages/{locale}/canteras.yaml",
  office365: "pages/{locale}/office-365.yaml",
  clinicAgents: "pages/{locale}/trabemflex-clinica.yaml",
  automotive: "pages/{locale}/automocion.yaml",
  notFound: "pages/{locale}/404.yaml",
  news: "pages/{locale}/novedades.yaml",
  newsletter: "pages/{locale}/mailchimp.yaml",
  newsPosts: "news/{locale}/{slug}.md",
  help: "pages/{locale}/ayuda.yaml",
  tutorials: "tutorials/{locale}/{slug}.md",
  legal: "legal/{locale}/{slug}.md",
} as const

export type ContentCollection = keyof typeof contentLayout

/** The folder every content path is relative to, from the project's root. */
export const contentRoot = "app/content"

/** Whether a collection holds many entries per language (`{slug}`) or one. */
export const hasEntries = (collection: ContentCollection) =>
  contentLayout[collection].includes("{slug}")

/** The glob pattern of a collection's files, relative to contentRoot. */
export const contentGlob = (collection: ContentCollection) =>
  contentLayout[collection].replace("{locale}", "*").replace("{slug}", "*")

/**
 * An entry's id from its file, relative to contentRoot: its language for a
 * collection of one file per language (`es`), else language and slug
 * (`es/nueva-web`).
 */
export function contentId(collection: ContentCollection, file: string) {
  const pattern = new RegExp(
    `^${contentLayout[collection]
      .replace(/[.]/g, "\\.")
      .replace("{locale}", `(?<locale>${locales.join("|")})`)
      .replace("{slug}", "(?<slug>[^/]+)")}$`,
  )
  const match = pattern.exec(file)?.groups
  if (!match) return undefined
  return match.slug ? `${match.locale}/${match.slug}` : match.locale
}

/** The file of an entry, relative to contentRoot. */
export const contentFile = (
  collection: ContentCollection,
  locale: Locale,
  slug = "",
) =>
  contentLayout[collection].replace("{locale}", locale).replace("{slug}", slug)
