import type { APIRoute } from "astro"
import { business, siteUrl } from "#app/config/business.ts"
import type { Locale } from "#app/config/locales.ts"
import { pages } from "#app/config/pages.ts"
import { renderNewsletterHtml } from "#app/lib/newsletter-email.ts"
import { newsletterIssue } from "#app/lib/newsletter.ts"
import { newsletterFile } from "#app/sections/newsletter/newsletter-href.ts"

/**
 * The newsletter of each language as an e-mail-ready HTML file, for an
 * e-mail marketing tool: the /mailchimp page's words and latest posts, with
 * links on `SITE_URL` and the year of the build.
 */
export const getStaticPaths = () =>
  (Object.keys(pages.newsletter.paths) as Locale[]).map((locale) => ({
    params: { file: newsletterFile(locale).split("/").pop() },
    props: { locale },
  }))

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) =>
  new Response(
    renderNewsletterHtml(await newsletterIssue(props.locale), props.locale, {
      origin: siteUrl(),
      year: new Date().getFullYear(),
      email: business.email.value,
    }),
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  )
