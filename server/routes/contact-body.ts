import type { FastifyInstance, FastifyRequest } from "fastify"
import { LONE_SURROGATE } from "#common/schemas/text.ts"

/**
 * Large enough for a 5,000-character message percent-encoded, small enough to
 * refuse abuse early.
 */
export const CONTACT_BODY_LIMIT = 64 * 1024

/** Why a body could not be read; each has its own message for the visitor. */
export type BodyProblem =
  "invalid_json" | "forbidden_key" | "invalid_encoding" | "unsupported_charset"

export class BodyError extends Error {
  readonly statusCode: number
  readonly problem: BodyProblem
  constructor(problem: BodyProblem) {
    super(problem)
    this.problem = problem
    this.statusCode = problem === "unsupported_charset" ? 415 : 400
  }
}

/** Names that only serve to reach an object's prototype; no form has such a field. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
])

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i

/** A charset other than UTF-8 would be read as garbage: refuse it instead. */
function checkCharset(request: FastifyRequest) {
  const charset = CHARSET.exec(request.headers["content-type"] ?? "")?.[1]
  if (charset !== undefined && !/^utf-?8$/i.test(charset))
    throw new BodyError("unsupported_charset")
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false })

/** Strict UTF-8: a byte sequence that is not UTF-8 is refused, never replaced by U+FFFD. */
function decode(body: Buffer): string {
  try {
    return utf8.decode(body)
  } catch {
    throw new BodyError("invalid_encoding")
  }
}

/**
 * Walks every key and string of a parsed body (without recursion, so a
 * deeply nested body cannot exhaust the stack): prototype keys and lone
 * surrogates (from escapes such as "\ud800") are refused.
 */
function inspect(value: unknown) {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const current = stack.pop()
    if (typeof current === "string") {
      if (LONE_SURROGATE.test(current)) throw new BodyError("invalid_encoding")
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (FORBIDDEN_KEYS.has(key)) throw new BodyError("forbidden_key")
        if (LONE_SURROGATE.test(key)) throw new BodyError("invalid_encoding")
        stack.push(item)
      }
    }
  }
}

function parseJson(text: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new BodyError("invalid_json")
  }
  inspect(value)
  return value
}

/** application/x-www-form-urlencoded, strictly: a field sent twice becomes a list. */
function parseForm(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null) as Record<
    string,
    unknown
  >
  for (const pair of text.split("&")) {
    if (pair === "") continue
    const at = pair.indexOf("=")
    const [rawKey, rawValue] =
      at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)]
    let key: string
    let value: string
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, " "))
      value = decodeURIComponent(rawValue.replace(/\+/g, " "))
    } catch {
      throw new BodyError("invalid_encoding")
    }
    if (FORBIDDEN_KEYS.has(key)) throw new BodyError("forbidden_key")
    const previous = fields[key]
    fields[key] =
      previous === undefined
        ? value
        : Array.isArray(previous)
          ? [...(previous as unknown[]), value]
          : [previous, value]
  }
  return fields
}

/** The only bodies the contact API reads: UTF-8 JSON and UTF-8 form posts; anything else is 415. */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  const parsers = {
    "application/json": parseJson,
    "application/x-www-form-urlencoded": parseForm,
  } as const
  for (const [type, parse] of Object.entries(parsers))
    app.addContentTypeParser(
      type,
      { parseAs: "buffer", bodyLimit: CONTACT_BODY_LIMIT },
      (request, body: Buffer, done) => {
        try {
          checkCharset(request)
          done(null, parse(decode(body)))
        } catch (error) {
          done(error as Error, undefined)
        }
      },
    )
}
