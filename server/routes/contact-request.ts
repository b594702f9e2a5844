import type { FastifyRequest } from "fastify"
import { campaignOfSearch, type Campaign } from "#common/schemas/campaign.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { isLocale, requestLocale } from "#server/http/language.ts"

/** A parsed body that is an object: the only shape a submission can have. */
export type Body = Record<string, unknown>

export function asBody(value: unknown): Body | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Body)
    : undefined
}

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith(
    "application/x-www-form-urlencoded",
  )
}

/** Plain form posts and browsers asking for a page get HTML; everything else JSON. */
export function wantsHtml(request: FastifyRequest): boolean {
  if (isFormPost(request)) return true
  const accept = request.headers.accept ?? ""
  return accept.includes("text/html") && !accept.includes("application/json")
}

/** The visitor's language: the form's, else what the request says (page, address, browser). */
export function localeOf(
  request: FastifyRequest,
  body: Body | undefined,
): ContactLocale {
  if (isLocale(body?.locale)) return body.locale
  if (body?.isEnglish === true) return "en"
  return requestLocale(request)
}

/** The request's own origin, and the others allowed to post (the public SITE_URL). */
function isOwnOrigin(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
  origin: string,
) {
  return (
    allowed.has(origin) || origin === `${request.protocol}://${request.host}`
  )
}

/**
 * The campaign of the page a form was posted from without JavaScript: the
 * utm parameters of the Referer, when it is a page of this site (another
 * site's address says nothing about this page).
 */
export function refererCampaign(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
): Campaign {
  const referer = request.headers.referer ?? ""
  if (!URL.canParse(referer)) return {}
  const url = new URL(referer)
  return isOwnOrigin(request, allowed, url.origin)
    ? campaignOfSearch(url.search)
    : {}
}

/** A cross-site page must not be able to post leads in a visitor's name. */
export function isSameOrigin(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
) {
  const site = request.headers["sec-fetch-site"]
  if (site && site !== "same-origin" && site !== "none") return false
  const origin = request.headers.origin
  if (!origin) return true
  return isOwnOrigin(request, allowed, origin)
}
