import { globSync } from "node:fs"
import path from "node:path"
import {
  contentGlob,
  contentId,
  contentRoot,
} from "../app/config/content-layout.ts"
import { localePrefix, type Locale } from "../app/config/locales.ts"
import { publicPageRoutes, type PageRoute } from "../app/config/pages.ts"
import { postPath } from "../app/lib/news-paths.ts"

/**
 * Every public page the build makes: the page table's, and one per file of
 * the collections whose entries are pages (a tutorial's path is its slug
 * under its language's prefix, a news post's its slug under the news page).
 * For scripts and tests that visit them all.
 */
const root = path.resolve(import.meta.dirname, "..", contentRoot)

export function tutorialRoutes(): PageRoute[] {
  return globSync(contentGlob("tutorials"), { cwd: root })
    .sort()
    .map((file) => {
      const [locale, slug] = (contentId("tutorials", file) ?? "").split("/")
      const prefix = localePrefix[locale as Locale]
      return {
        pageId: "tutorial",
        locale: locale as Locale,
        path: `${prefix}/${slug}`,
      }
    })
}

/** The news posts' pages; their frame is the news page's. */
export function newsPostRoutes(): PageRoute[] {
  return globSync(contentGlob("newsPosts"), { cwd: root })
    .sort()
    .map((file) => {
      const [locale, slug] = (contentId("newsPosts", file) ?? "").split("/")
      return {
        pageId: "news",
        locale: locale as Locale,
        path: postPath(locale as Locale, slug ?? ""),
      }
    })
}

export const sitePublicRoutes = (): PageRoute[] => [
  ...publicPageRoutes,
  ...tutorialRoutes(),
  ...newsPostRoutes(),
]
