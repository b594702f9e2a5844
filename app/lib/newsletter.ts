/**
 * The newsletter: its own words (pages/<locale>/mailchimp.yaml) and one
 * block per latest post, as both the /mailchimp page and the e-mail-ready
 * HTML file show them.
 */
import { getEntry } from "astro:content"
import { readFileSync } from "node:fs"
import type { Accent } from "#app/config/accents.ts"
import { redirectHref } from "#app/config/link-targets.ts"
import type { Locale } from "#app/config/locales.ts"
import { CHAT_HASH } from "#app/components/layout/chat-widget.tsx"
import {
  CHAT_ACTION,
  type NewsAction,
  type NewsletterContent,
} from "#app/schemas/news.ts"
import { pathTo } from "./i18n.ts"
import { newsPosts, type NewsPostItem } from "./news.ts"

/** The newsletter's blocks: the spec's three, the latest posts. */
export const NEWSLETTER_POSTS = 3

/** One post in the newsletter: its topic, title and summary, and one button. */
export interface NewsletterBlock {
  readonly slug: string
  readonly label: string
  readonly title: string
  readonly text: string
  /** The post's button, or a link to its page; a path of the site. */
  readonly link: { readonly label: string; readonly href: string }
  /** The post's accent: the block's colour on the site's page. */
  readonly accent: Accent
  /** The accent's colour as hex, for e-mail clients, which read no stylesheet. */
  readonly colour: string
}

export interface NewsletterIssue {
  readonly content: NewsletterContent
  readonly blocks: readonly NewsletterBlock[]
}

/**
 * The colour that carries white text for each accent, `--accent-strong` of
 * the one stylesheet that defines them, in capitals as e-mail styles write it.
 * Read at build from the project's root, as every build step runs.
 */
const accentsCss = readFileSync("app/styles/accents.css", "utf8")
const accentColours: ReadonlyMap<string, string> = new Map(
  [...accentsCss.matchAll(/([^{}]+)\{([^}]*)\}/g)].flatMap(
    ([, names, body]) => {
      const colour = /--accent-strong:\s*(#[0-9a-f]{6})\b/i.exec(
        body ?? "",
      )?.[1]
      if (!colour) return []
      return [...(names ?? "").matchAll(/data-accent="([a-z]+)"/g)].map(
        ([, name]) => [name ?? "", colour.toUpperCase()] as const,
      )
    },
  ),
)

export function accentColour(accent: Accent): string {
  const colour = accentColours.get(accent)
  if (!colour) throw new Error(`app/styles/accents.css has no ${accent}`)
  return colour
}

/**
 * The path a post's button leads to from an e-mail: its page or address, or
 * for the chat the news page at #chat, which opens the chat panel on arrival.
 */
export function actionHref(action: NewsAction, locale: Locale): string {
  if (action === CHAT_ACTION) return pathTo("news", locale, CHAT_HASH.slice(1))
  if ("redirect" in action) return redirectHref(action.redirect)
  return pathTo(action.page, locale, action.hash)
}

/**
 * The newsletter's blocks: the latest posts, each with its button or, for a
 * post without one, a link to its page.
 */
export function newsletterBlocks(
  content: Pick<NewsletterContent, "readMore">,
  posts: readonly Pick<NewsPostItem, "slug" | "path" | "data">[],
  locale: Locale,
): NewsletterBlock[] {
  return posts.slice(0, NEWSLETTER_POSTS).map(({ slug, path, data }) => ({
    slug,
    label: data.topic,
    title: data.title,
    text: data.summary,
    link: data.cta
      ? { label: data.cta.label, href: actionHref(data.cta.to, locale) }
      : { label: content.readMore, href: path },
    accent: data.accent,
    colour: accentColour(data.accent),
  }))
}

/** The newsletter of a language: its words and its latest posts. */
export async function newsletterIssue(
  locale: Locale,
): Promise<NewsletterIssue> {
  const [page, posts] = await Promise.all([
    getEntry("newsletter", locale),
    newsPosts(locale),
  ])
  if (!page) throw new Error(`No ${locale} words for the newsletter`)
  return {
    content: page.data,
    blocks: newsletterBlocks(page.data, posts, locale),
  }
}
