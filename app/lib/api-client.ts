/**
 * Sends a lead to POST /api/contact. One Idempotency-Key per submission, so
 * the retry after a dropped connection stores one lead, not two.
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
const RETRY_DELAY_MS = 1_000

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
  let response: Response
  try {
    response = await post(payload, key)
  } catch {
    // The request may have arrived; the same key makes the second try safe.
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    try {
      response = await post(payload, key)
    } catch (error) {
      console.error(error)
      return { ok: false, fieldErrors: {} }
    }
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
