/**
 * Sends a lead to POST /api/contact. One Idempotency-Key per submission, so
 * a retry stores one lead, not two: after a network error or an answer that
 * says no server could take it at that moment (502, 503, 504, while the site
 * restarts), the same request is sent again, for up to RETRY_FOR_MS, before
 * the visitor is told it failed.
 */

export type SubmitResult =
  | { readonly ok: true; readonly id: number }
  | {
      readonly ok: false
      /** Messages by field, already in the visitor's language. */
      readonly fieldErrors: Readonly<Record<string, string>>
      /** After too many messages: how long until the server accepts another (Retry-After). */
      readonly retryAfterSeconds?: number
    }

const ENDPOINT = "/api/contact"
const TIMEOUT_MS = 15_000
/** How long a send keeps being retried; the waits between tries double up to 2 s. */
const RETRY_FOR_MS = 10_000

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
}

interface ErrorBody {
  readonly fieldErrors?: unknown
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((v) => typeof v === "string")
  )
}

async function post(payload: unknown, key: string): Promise<Response> {
  return fetch(ENDPOINT, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Idempotency-Key": key,
    },
    body: JSON.stringify(payload),
    credentials: "same-origin",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
}

export async function submitLead(payload: unknown): Promise<SubmitResult> {
  const key = newIdempotencyKey()
  const giveUpAt = Date.now() + RETRY_FOR_MS
  let response: Response | undefined
  let failure: unknown
  for (let wait = 500; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      response = await post(payload, key)
      // 502, 503, 504: the proxy had no server for it at that moment.
      if (response.status < 502 || response.status > 504) break
    } catch (error) {
      // The request may have arrived; the same key makes the next try safe.
      response = undefined
      failure = error
    }
    if (Date.now() + wait > giveUpAt) break
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
  if (!response) {
    console.error(failure)
    return { ok: false, fieldErrors: {} }
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody & {
    readonly id?: unknown
  }
  if (response.ok && typeof body.id === "number")
    return { ok: true, id: body.id }
  if (!response.ok) console.error(`Contact request failed: ${response.status}`)
  const retryAfter = Number(response.headers.get("Retry-After"))
  return {
    ok: false,
    fieldErrors: isStringRecord(body.fieldErrors) ? body.fieldErrors : {},
    ...(response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0
      ? { retryAfterSeconds: retryAfter }
      : {}),
  }
}
