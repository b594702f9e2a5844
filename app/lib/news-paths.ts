import type { Locale } from "#app/config/locales.ts"
import { pagePath, pages, type LocalesOf } from "#app/config/pages.ts"

/**
 * Where the news posts' pages, social images and feeds are, without reading
 * the collection: scripts and tests list them from the files' names.
 */

export type NewsLocale = LocalesOf<"news">

/** The languages with news: those of the news page. */
export const newsLocales = Object.keys(pages.news.paths) as NewsLocale[]

/** A post's page: the news page's path and the post's file name. */
export function postPath(locale: Locale, slug: string): string {
  return `${pagePath("news", locale) ?? ""}/${slug}`
}

/** Where the build draws a post's social image (scripts/build/social-images.ts). */
export function postSocialImage(locale: Locale, slug: string): string {
  return `/og/news/${slug}.${locale}.png`
}

/** The address of a language's RSS feed, beside its news page. */
export function feedPath(locale: NewsLocale): string {
  return `${pagePath("news", locale)}/rss.xml`
}
