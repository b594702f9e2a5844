import type { FastifyInstance } from "fastify"
import { formMessages } from "#common/messages/index.ts"
import type { FormMessages } from "#common/messages/types.ts"
import { send } from "./contact-answer.ts"
import { BodyError, type BodyProblem } from "./contact-body.ts"
import { localeOf } from "./contact-request.ts"

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

/**
 * Answers what fails before the handler runs (an unreadable body, one too
 * large, another content type) and what fails inside it, in the visitor's
 * language and the shape of every other answer.
 */
export function registerContactErrors(app: FastifyInstance) {
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
}
