import type { FastifyRequest } from "fastify"

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

/**
 * The request's Idempotency-Key: absent, a valid key (8–128 of
 * A-Z a-z 0-9 _ . : -), or invalid (sent twice, or other characters).
 */
export function readIdempotencyKey(
  request: FastifyRequest,
): { readonly key?: string } | "invalid" {
  const key = request.headers["idempotency-key"]
  if (key === undefined) return {}
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) return "invalid"
  return { key }
}
