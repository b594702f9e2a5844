/**
 * When a post is published: not while it is a draft, and from its date on,
 * as the day is in Madrid, where TRABEM is. Every output that lists posts
 * (their pages, the news page, the feeds, the newsletter, and the sitemap and
 * social images made from the built pages) reads them through this rule, so
 * a post dated ahead appears on the first build on or after its date.
 */

/** The time zone whose calendar says which day it is. */
export const publicationTimeZone = "Europe/Madrid"

/** A day as `YYYY-MM-DD`, in Madrid. */
export const publicationDay = (now = new Date()): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: publicationTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now)

/** Whether a post is out on `today` (`YYYY-MM-DD`): not a draft, and dated that day or before. */
export const isPublished = (
  post: { readonly draft?: boolean; readonly date: Date },
  today: string,
): boolean => !post.draft && post.date.toISOString().slice(0, 10) <= today
