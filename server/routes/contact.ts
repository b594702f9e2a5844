import type { FastifyInstance } from "fastify"
import { formMessages } from "#common/messages/index.ts"
import type { SubmitLead } from "#server/db/lead-submission.ts"
import type { ClientKey } from "#server/db/rate-limit-keys.ts"
import { markRefused, send } from "./contact-answer.ts"
import { CONTACT_BODY_LIMIT, registerBodyParsers } from "./contact-body.ts"
import { registerContactErrors } from "./contact-errors.ts"
import { readIdempotencyKey } from "./contact-idempotency.ts"
import {
  asBody,
  isFormPost,
  isSameOrigin,
  localeOf,
  refererCampaign,
} from "./contact-request.ts"
import {
  answerLines,
  fieldTexts,
  invalidMessage,
  isHoneypotFilled,
  nameErrors,
  validateSubmission,
} from "./contact-submission.ts"

export interface ContactRouteOptions {
  readonly submitLead: SubmitLead
  readonly limitPerHour: number
  /** The rate-limit key of a client address (TRUST_PROXY decides which address that is). */
  readonly clientKey: ClientKey
  /** Origins allowed besides the request's own (the public SITE_URL). */
  readonly allowedOrigins: readonly string[]
  readonly onLeadStored: (id: number) => void
  /** The id the next lead would get: what a dropped honeypot submission is told. */
  readonly decoyId: () => Promise<number>
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
  registerContactErrors(app)

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
        markRefused(request, "honeypot")
        return send(
          request,
          reply,
          { status: 201, id: await options.decoyId() },
          body,
        )
      }

      const idempotency = readIdempotencyKey(request)
      if (idempotency === "invalid")
        return refuse(
          400,
          "invalid_idempotency_key",
          messages.api.idempotencyKey,
        )

      const isForm = isFormPost(request)
      const result = validateSubmission(
        body,
        locale,
        isForm,
        // Without JavaScript the page's address reaches the server only as the Referer.
        isForm ? refererCampaign(request, allowed) : {},
      )
      if (!result.success) {
        const named = nameErrors(result.errors, messages, body.kind)
        const message = invalidMessage(named, messages, locale)
        return send(
          request,
          reply,
          {
            status: 400,
            error: "invalid",
            message,
            fieldErrors: fieldTexts(result.errors, messages),
            lines: answerLines(named, messages, locale),
          },
          body,
        )
      }

      const stored = await options.submitLead({
        contact: result.data,
        locale,
        client: await options.clientKey(request.ip),
        limitPerHour: options.limitPerHour,
        ...(idempotency.key ? { idempotencyKey: idempotency.key } : {}),
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
