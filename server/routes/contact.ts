import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { createHash } from "node:crypto"
import { formMessages } from "#common/messages/index.ts"
import type { FormMessages } from "#common/messages/types.ts"
import {
  validateContact,
  validateDemo,
  type FieldErrors,
  type Validation,
  type Contact,
} from "#common/schemas/contact.ts"
import {
  isDemoKind,
  limits,
  mapDemoRequest,
  PAGE_PATH,
  type ContactLocale,
} from "#common/schemas/contact-fields.ts"
import type { SubmitLead } from "#server/db/leads.ts"
import { isLocale, requestLocale } from "#server/http/language.ts"
import { renderAnswerPage } from "./answer-page.ts"
import {
  BodyError,
  CONTACT_BODY_LIMIT,
  registerBodyParsers,
  type BodyProblem,
} from "./contact-body.ts"

export { CONTACT_BODY_LIMIT }

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

export interface ContactRouteOptions {
  readonly submitLead: SubmitLead
  readonly limitPerHour: number
  /** Origins allowed besides the request's own (the public SITE_URL). */
  readonly allowedOrigins: readonly string[]
  readonly onLeadStored: (id: number) => void
  /** The id the next lead would get: what a dropped honeypot submission is told. */
  readonly decoyId: () => Promise<number>
}

type Body = Record<string, unknown>

function asBody(value: unknown): Body | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Body)
    : undefined
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith(
    "application/x-www-form-urlencoded",
  )
}

/** Plain form posts and browsers asking for a page get HTML; everything else JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  if (isFormPost(request)) return true
  const accept = request.headers.accept ?? ""
  return accept.includes("text/html") && !accept.includes("application/json")
}

/** The visitor's language: the form's, else what the request says (page, address, browser). */
function localeOf(
  request: FastifyRequest,
  body: Body | undefined,
): ContactLocale {
  if (isLocale(body?.locale)) return body.locale
  if (body?.isEnglish === true) return "en"
  return requestLocale(request)
}

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

/** A cross-site page must not be able to post leads in a visitor's name. */
function isSameOrigin(request: FastifyRequest, allowed: ReadonlySet<string>) {
  const site = request.headers["sec-fetch-site"]
  if (site && site !== "same-origin" && site !== "none") return false
  const origin = request.headers.origin
  if (!origin) return true
  return (
    allowed.has(origin) || origin === `${request.protocol}://${request.host}`
  )
}

/** The address is only kept hashed: enough to count, not to identify. */
function clientKey(request: FastifyRequest): string {
  return createHash("sha256").update(request.ip).digest("hex").slice(0, 32)
}

interface Answer {
  readonly status: number
  readonly error?: string
  readonly message?: string
  readonly id?: number
  readonly fieldErrors?: Readonly<Record<string, string>>
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  body?: Body,
) {
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
    return reply.code(answer.status).send(payload)
  }
  const { answerPage, notices, fields } = messages
  const isSent = answer.status < 300
  const lines = isSent
    ? [notices.sent.description]
    : answer.fieldErrors
      ? Object.entries(answer.fieldErrors).map(([field, text]) =>
          field in fields
            ? `${fields[field as keyof typeof fields]}: ${text}`
            : text,
        )
      : [answer.message ?? notices.failed.description]
  const html = renderAnswerPage({
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
  return reply
    .code(answer.status)
    .header("Cache-Control", "no-store")
    .type("text/html; charset=utf-8")
    .send(html)
}

function fieldTexts(errors: FieldErrors, messages: FormMessages) {
  const texts: Record<string, string> = {}
  for (const [field, code] of Object.entries(errors))
    if (code) texts[field] = messages.errors[code]
  return texts
}

/** "Check the highlighted fields: Name, Email." — the fields named in the visitor's language. */
function invalidMessage(errors: FieldErrors, messages: FormMessages): string {
  const labels = Object.keys(errors).map((field) =>
    field in messages.fields
      ? messages.fields[field as keyof typeof messages.fields]
      : field === "page"
        ? messages.api.pageField
        : field === "_form"
          ? undefined
          : field,
  )
  const named = labels.filter((label) => label !== undefined)
  if (named.length === 0) return messages.errors.invalid_body
  return messages.api.invalid.replace("{fields}", named.join(", "))
}

/** The honeypot is empty when a person sent the form: absent, null or blank. */
function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  return typeof value !== "string" || value.trim() !== ""
}

/** A form post carries the demo form's own fields; JSON from the browser is already mapped. */
function validateSubmission(
  body: Body,
  locale: ContactLocale,
  isForm: boolean,
): Validation<Contact> {
  const input = isForm ? { ...body, isEnglish: locale === "en" } : body
  if (isDemoKind(body.kind) && "fullName" in body) {
    const demo = validateDemo(body.kind, body)
    if (!demo.success) return demo
    const page = typeof body.page === "string" ? body.page : undefined
    return validateContact(
      mapDemoRequest(body.kind, demo.data, {
        locale,
        ...(page ? { page } : {}),
      }),
    )
  }
  return validateContact(input)
}

/**
 * POST /api/contact: validates with the shared schema, stores the lead
 * (with the client's rate-limit count, in one transaction) and answers 201;
 * e-mail is left to the outbox.
 */
export async function contactRoutes(
  app: FastifyInstance,
  options: ContactRouteOptions,
) {
  const allowed = new Set(options.allowedOrigins)
  registerBodyParsers(app)

  const bodyAnswers: Record<
    BodyProblem,
    { error: string; text: (api: FormMessages["api"]) => string }
  > = {
    invalid_json: { error: "invalid_json", text: (api) => api.invalidJson },
    forbidden_key: { error: "forbidden_key", text: (api) => api.forbiddenKey },
    invalid_encoding: {
      error: "invalid_encoding",
      text: (api) => api.encoding,
    },
    unsupported_charset: {
      error: "unsupported_charset",
      text: (api) => api.charset,
    },
  }

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500
    const api = formMessages[localeOf(request, undefined)].api
    if (error instanceof BodyError) {
      const answer = bodyAnswers[error.problem]
      return send(request, reply, {
        status: error.statusCode,
        error: answer.error,
        message: answer.text(api),
      })
    }
    if (status === 413)
      return send(request, reply, {
        status,
        error: "too_large",
        message: api.tooLarge,
      })
    if (status === 415)
      return send(request, reply, {
        status,
        error: "unsupported_media_type",
        message: api.unsupported,
      })
    if (status >= 400 && status < 500)
      return send(request, reply, {
        status: 400,
        error: "invalid_body",
        message: api.invalidJson,
      })
    request.log.error({ err: error }, "contact request failed")
    return send(request, reply, {
      status: 503,
      error: "unavailable",
      message: api.unavailable,
    })
  })

  app.post(
    "/api/contact",
    { bodyLimit: CONTACT_BODY_LIMIT },
    async (request, reply) => {
      const body = asBody(request.body)
      const locale = localeOf(request, body)
      const messages = formMessages[locale]
      const refuse = (status: number, error: string, message: string) =>
        send(request, reply, { status, error, message }, body)
      if (!isSameOrigin(request, allowed))
        return refuse(403, "cross_origin", messages.api.forbidden)
      if (!body)
        return send(request, reply, {
          status: 400,
          error: "invalid_body",
          message: messages.api.notAnObject,
          fieldErrors: { _form: messages.api.notAnObject },
        })

      if (isHoneypotFilled(body.website)) {
        request.log.info("honeypot submission dropped")
        return send(
          request,
          reply,
          { status: 201, id: await options.decoyId() },
          body,
        )
      }

      const key = request.headers["idempotency-key"]
      if (
        key !== undefined &&
        (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))
      )
        return refuse(
          400,
          "invalid_idempotency_key",
          messages.api.idempotencyKey,
        )

      const result = validateSubmission(body, locale, isFormPost(request))
      if (!result.success)
        return send(
          request,
          reply,
          {
            status: 400,
            error: "invalid",
            message: invalidMessage(result.errors, messages),
            fieldErrors: fieldTexts(result.errors, messages),
          },
          body,
        )

      const stored = await options.submitLead({
        contact: result.data,
        locale,
        client: clientKey(request),
        limitPerHour: options.limitPerHour,
        ...(key ? { idempotencyKey: key } : {}),
      })
      if (stored.status === "limited") {
        reply.header("Retry-After", String(stored.retryAfterSeconds))
        return refuse(429, "rate_limited", messages.api.tooMany)
      }
      if (stored.status === "conflict")
        return refuse(
          422,
          "idempotency_key_reused",
          messages.api.idempotencyConflict,
        )
      if (stored.status === "stored") {
        request.log.info({ leadId: stored.id }, "lead stored")
        options.onLeadStored(stored.id)
      }
      return send(request, reply, { status: 201, id: stored.id }, body)
    },
  )
}
