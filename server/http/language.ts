import type { FastifyRequest } from "fastify"
import {
  contactLocales,
  type ContactLocale,
} from "#common/schemas/contact-fields.ts"

export function isLocale(value: unknown): value is ContactLocale {
  return (contactLocales as readonly unknown[]).includes(value)
}

/**
 * The first language of an Accept-Language header the site speaks, in the
 * order of its quality values ("de-DE,en;q=0.8" is English); ties keep the
 * header's order, "q=0" means "not this one".
 */
export function preferredLocale(
  header: string | undefined,
): ContactLocale | undefined {
  const ranked = (header ?? "")
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params
        .map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param))
        .find(Boolean)?.[1]
      return {
        language: tag.trim().split("-")[0]?.toLowerCase(),
        quality: q === undefined ? 1 : Number(q),
        index,
      }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked.find((entry) => isLocale(entry.language))?.language as
    ContactLocale | undefined
}

/** The language of the page a request came from, or of the path asked for. */
function pathLocale(pathname: string): ContactLocale | undefined {
  const prefix = pathname.split("/")[1]
  return isLocale(prefix) && prefix !== "es" ? prefix : undefined
}

/**
 * The visitor's language when nothing in a body says it: the page they came
 * from, else the address they asked for, else their browser's, else Spanish.
 */
export function requestLocale(request: FastifyRequest): ContactLocale {
  const referer = request.headers.referer
  const fromReferer =
    referer && URL.canParse(referer)
      ? pathLocale(new URL(referer).pathname)
      : undefined
  return (
    fromReferer ??
    pathLocale(request.url) ??
    preferredLocale(request.headers["accept-language"]) ??
    "es"
  )
}
