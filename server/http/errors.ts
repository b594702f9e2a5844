import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
} from "fastify"
import { STATUS_CODES } from "node:http"
import type { Socket } from "node:net"
import { formMessages } from "#common/messages/index.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { renderAnswerPage } from "#server/routes/answer-page.ts"
import { preferredLocale, requestLocale } from "./language.ts"
import type { ContentSecurity } from "./security.ts"

/**
 * Answers the server gives when a request cannot be routed or read: a
 * plain page in the visitor's language with the same security headers as
 * every other answer, never the framework's name, code or the address
 * echoed back.
 */

function errorPage(locale: ContactLocale, title: string): string {
  return renderAnswerPage({
    locale,
    title,
    lines: [],
    backHref: locale === "es" ? "/" : `/${locale}`,
    backLabel: formMessages[locale].answerPage.back,
    isError: true,
  })
}

function sendErrorPage(
  reply: FastifyReply,
  status: number,
  locale: ContactLocale,
  title: string,
) {
  return reply
    .code(status)
    .header("Cache-Control", "no-store")
    .type("text/html; charset=utf-8")
    .send(errorPage(locale, title))
}

/**
 * Errors raised before routing (an address that cannot be decoded) skip every
 * hook: headers are set here.
 */
export function frameworkErrorHandler(csp: ContentSecurity) {
  return (
    _error: FastifyError,
    request: Parameters<typeof requestLocale>[0],
    reply: FastifyReply,
  ) => {
    const locale = requestLocale(request)
    reply.headers(csp.documentHeaders(request.protocol === "https"))
    return sendErrorPage(
      reply,
      400,
      locale,
      formMessages[locale].api.badRequest,
    )
  }
}

/** Everything else that fails outside the contact API. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    const locale = requestLocale(request)
    const { api } = formMessages[locale]
    if (status >= 500) request.log.error({ err: error }, "request failed")
    return sendErrorPage(
      reply,
      status >= 400 && status < 600 ? status : 500,
      locale,
      status >= 500 ? api.unavailable : api.badRequest,
    )
  })
}

/**
 * A request Node's parser refuses (headers too large, a timeout, bytes that
 * are not HTTP) never reaches Fastify: the answer is written on the socket,
 * in the language the request's own Accept-Language asks for when it can be
 * read from what arrived.
 */
export function clientErrorHandler(csp: ContentSecurity) {
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : 400
    // Typed as a serialised buffer, it is a Buffer at run time.
    const packet: unknown = error.rawPacket
    const raw = Buffer.isBuffer(packet)
      ? packet.toString("latin1", 0, 64 * 1024)
      : ""
    const language = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(raw)
    const locale = preferredLocale(language?.[1]) ?? "es"
    const { api } = formMessages[locale]
    const body = Buffer.from(
      errorPage(
        locale,
        status === 431
          ? api.headersTooLarge
          : status === 408
            ? api.timeout
            : api.badRequest,
      ),
    )
    const headers = {
      ...csp.documentHeaders(false),
      "Cache-Control": "no-store",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(body.length),
      Connection: "close",
    }
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${Object.entries(
          headers,
        )
          .map(([name, value]) => `${name}: ${value}`)
          .join("\r\n")}\r\n\r\n${body.toString("utf8")}`,
      )
    socket.destroy(error)
  }
}
