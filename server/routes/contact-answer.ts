import type { FastifyReply, FastifyRequest } from "fastify"
import { formMessages } from "#common/messages/index.ts"
import {
  limits,
  PAGE_PATH,
  type ContactLocale,
} from "#common/schemas/contact-fields.ts"
import { localeOf, wantsHtml, type Body } from "./contact-request.ts"

/** What the contact API says: a status and, for a refusal, its code and text. */
export interface Answer {
  readonly status: number
  readonly error?: string
  readonly message?: string
  readonly id?: number
  readonly fieldErrors?: Readonly<Record<string, string>>
  /** What the answer page says, a line each, when the message alone would not do. */
  readonly lines?: readonly string[]
}

/** Where the answer page's link leads: the page the form was on, else the home page. */
function backHref(body: Body | undefined, locale: ContactLocale): string {
  const page = body?.page
  if (
    typeof page === "string" &&
    page.length <= limits.page &&
    PAGE_PATH.test(page)
  )
    return page
  return locale === "es" ? "/" : `/${locale}`
}

const refusals = new WeakMap<FastifyRequest, string>()

/** Why a submission was not stored (its error code, or "honeypot"), for the metrics. */
export function refusalOf(request: FastifyRequest): string | undefined {
  return refusals.get(request)
}

/** Records that a submission was answered without being stored. */
export function markRefused(request: FastifyRequest, reason: string) {
  refusals.set(request, reason)
}

/**
 * Sends an answer as JSON, or to a plain form post as the site's answer page
 * in the visitor's language (server/routes/framed-answer.ts).
 */
export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  body?: Body,
) {
  if (answer.error) markRefused(request, answer.error)
  const locale = localeOf(request, body)
  const messages = formMessages[locale]
  if (!wantsHtml(request)) {
    const payload =
      answer.status < 300
        ? { success: true, id: answer.id }
        : {
            success: false,
            error: answer.error,
            message: answer.message,
            ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
          }
    // A refusal's words are in the visitor's language, and say so.
    if (answer.status >= 300) reply.header("Content-Language", locale)
    return reply.code(answer.status).send(payload)
  }
  const { answerPage, notices } = messages
  const isSent = answer.status < 300
  const lines = isSent
    ? [notices.sent.description]
    : (answer.lines ?? [answer.message ?? notices.failed.description])
  const page = request.server.answerPages.render({
    locale,
    title: isSent
      ? answerPage.sentTitle
      : answer.fieldErrors
        ? answerPage.invalidTitle
        : answerPage.failedTitle,
    lines,
    backHref: backHref(body, locale),
    backLabel: answerPage.back,
    isError: !isSent,
  })
  // The site's page in its frame, with the policy that lets its own scripts run.
  return reply
    .code(answer.status)
    .header("Cache-Control", "no-store")
    .header("Content-Language", locale)
    .header("Content-Security-Policy", page.policy)
    .type("text/html; charset=utf-8")
    .send(page.html)
}
