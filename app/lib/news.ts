/**
 * The news posts as the pages, the feed and the newsletter read them: one
 * Markdown file per post and language (collection `newsPosts`), a post's
 * translations sharing its file name, newest first.
 */
import { getCollection, getEntry, type CollectionEntry } from "astro:content"
import { anchorId, newsPostAnchors } from "#app/config/anchors.ts"
import { siteUrl } from "#app/config/business.ts"
import { locales, ogLocale, type Locale } from "#app/config/locales.ts"
import { linkLocale } from "./i18n.ts"
import { isPublished, publicationDay } from "./publication.ts"
import {
  feedPath,
  newsLocales,
  postPath,
  type NewsLocale,
} from "./news-paths.ts"

/** A post as the pages show it. */
export interface NewsPostItem {
  readonly slug: string
  readonly locale: Locale
  /** The address of its page. */
  readonly path: string
  /** The id of its card on the news page. */
  readonly anchor: string
  readonly data: CollectionEntry<"newsPosts">["data"]
  readonly entry: CollectionEntry<"newsPosts">
}

/** The id of a post's card on the news page: its file name, or the id older links use. */
export function postAnchor(slug: string, locale: Locale): string {
  const name = newsPostAnchors[slug]
  return name ? anchorId("news", name, locale) : slug
}

const byNewest = (a: NewsPostItem, b: NewsPostItem) =>
  b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug)

/** Every published post of a language, newest first (on the same day, by file name). */
export async function newsPosts(locale: Locale): Promise<NewsPostItem[]> {
  const today = publicationDay()
  const entries = await getCollection(
    "newsPosts",
    (entry) =>
      entry.id.startsWith(`${locale}/`) && isPublished(entry.data, today),
  )
  return entries
    .map((entry) => {
      const slug = entry.id.slice(locale.length + 1)
      return {
        slug,
        locale,
        path: postPath(locale, slug),
        anchor: postAnchor(slug, locale),
        data: entry.data,
        entry,
      }
    })
    .sort(byNewest)
}

/** A post's page in each language it is published in: translations share a file name. */
export async function postPaths(
  slug: string,
): Promise<Partial<Record<Locale, string>>> {
  const paths: Partial<Record<Locale, string>> = {}
  const today = publicationDay()
  for (const locale of newsLocales) {
    const entry = await getEntry("newsPosts", `${locale}/${slug}`)
    if (entry && isPublished(entry.data, today))
      paths[locale] = postPath(locale, slug)
  }
  return paths
}

/** A post's date as its language writes it ("3 de noviembre de 2026", "3 November 2026"). */
export function postDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(ogLocale[locale].replace("_", "-"), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date)
}

/** A date as `<time datetime>` and JSON-LD write it. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10)

export interface FeedLink {
  readonly href: string
  /** The feed's title, in its language. */
  readonly title: string
}

/**
 * The feed a page announces in its head: its language's, or for a language
 * without news the feed its links fall back to (French pages: the English
 * one, which French visitors are offered before the Spanish). Read once for
 * every language before any page renders, so the layout takes it without
 * waiting, and its rendering order, which numbers the islands, stays as it is.
 */
const feedLinks = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => {
      const feedLocale = linkLocale("news", locale) as NewsLocale
      const page = await getEntry("news", feedLocale)
      if (!page) throw new Error(`No ${feedLocale} words for the news page`)
      const link: FeedLink = {
        href: siteUrl() + feedPath(feedLocale),
        title: page.data.feed.title,
      }
      return [locale, link] as const
    }),
  ),
) as Record<Locale, FeedLink>

export const feedLink = (locale: Locale): FeedLink => feedLinks[locale]
