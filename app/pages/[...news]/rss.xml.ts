import rss from "@astrojs/rss"
import type { APIRoute } from "astro"
import { getEntry } from "astro:content"
import { siteUrl } from "#app/config/business.ts"
import { localeTag } from "#app/config/locales.ts"
import { pagePath } from "#app/config/pages.ts"
import { newsPosts } from "#app/lib/news.ts"
import { feedPath, newsLocales, type NewsLocale } from "#app/lib/news-paths.ts"

/** The RSS feed of each language's posts, beside its news page, with absolute links on `SITE_URL`. */
export const getStaticPaths = () =>
  newsLocales.map((locale) => ({
    params: { news: pagePath("news", locale)?.slice(1) },
    props: { locale },
  }))

export const GET: APIRoute<{ locale: NewsLocale }> = async ({ props }) => {
  const { locale } = props
  const [page, posts] = await Promise.all([
    getEntry("news", locale),
    newsPosts(locale),
  ])
  if (!page) throw new Error(`No ${locale} words for the news page`)
  const self = siteUrl() + feedPath(locale)
  return rss({
    title: page.data.feed.title,
    description: page.data.feed.description,
    site: siteUrl() + pagePath("news", locale),
    items: posts.map(({ path, data }) => ({
      title: data.title,
      description: data.summary,
      pubDate: data.date,
      link: path,
      categories: [data.topic],
    })),
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>${localeTag[locale]}</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
  })
}
