import type { Kysely } from "kysely"
import type { Contact } from "#common/schemas/contact.ts"
import { countSubmission } from "./rate-limits.ts"
import type { DatabaseSchema, Lead } from "./schema.ts"

type Db = Kysely<DatabaseSchema>

export interface SubmitLeadInput {
  readonly contact: Contact
  readonly locale: string
  /** The client's rate-limit key (rate-limit-keys.ts), never its address. */
  readonly client: string
  readonly limitPerHour: number
  readonly idempotencyKey?: string
  readonly now?: Date
}

export type SubmitLeadResult =
  | { readonly status: "stored"; readonly id: number }
  | { readonly status: "duplicate"; readonly id: number }
  /** The Idempotency-Key was used before for a different submission. */
  | { readonly status: "conflict" }
  | { readonly status: "limited"; readonly retryAfterSeconds: number }

export type SubmitLead = (input: SubmitLeadInput) => Promise<SubmitLeadResult>

/** The columns a submission fills, as they are stored. */
function leadValues(input: SubmitLeadInput) {
  const { contact } = input
  return {
    kind: contact.kind ?? null,
    page: contact.page ?? null,
    locale: input.locale,
    name: contact.name,
    email: contact.email,
    company: contact.company,
    phone: contact.phone,
    service: contact.service,
    subject: contact.subject,
    message: contact.message,
    is_english: contact.isEnglish ? 1 : 0,
    utm_source: contact.utmSource || null,
    utm_medium: contact.utmMedium || null,
    utm_campaign: contact.utmCampaign || null,
    referrer_host: contact.referrerHost ?? null,
  }
}

/**
 * The lead stored under an Idempotency-Key: a duplicate when it holds the
 * same submission, a conflict when the key was reused for another one.
 */
async function findByIdempotencyKey(
  db: Db,
  input: SubmitLeadInput,
): Promise<SubmitLeadResult | undefined> {
  const row = await db
    .selectFrom("leads")
    .selectAll()
    .where("idempotency_key", "=", input.idempotencyKey ?? "")
    .executeTakeFirst()
  if (!row) return undefined
  const same = Object.entries(leadValues(input)).every(
    ([column, value]) =>
      // PostgreSQL and SQLite may give the flag back as a number or a string.
      String(row[column as keyof Lead]) === String(value),
  )
  return same ? { status: "duplicate", id: row.id } : { status: "conflict" }
}

/**
 * Checks the key, counts the client, inserts the lead: the body of one
 * submission's transaction.
 */
export async function storeLead(
  trx: Db,
  input: SubmitLeadInput,
): Promise<SubmitLeadResult> {
  const now = input.now ?? new Date()
  const key = input.idempotencyKey
  if (key) {
    const existing = await findByIdempotencyKey(trx, input)
    if (existing) return existing
  }
  const limited = await countSubmission(
    trx,
    input.client,
    input.limitPerHour,
    now,
  )
  if (limited) return { status: "limited", ...limited }
  const created = now.toISOString()
  const row = await trx
    .insertInto("leads")
    .values({
      created_at: created,
      ...leadValues(input),
      status: "pending",
      attempts: 0,
      next_attempt_at: created,
      idempotency_key: key ?? null,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst()
  if (row) return { status: "stored", id: row.id }
  // The same key won a race with this request: answer as if it came first.
  const existing = await findByIdempotencyKey(trx, input)
  if (!existing) throw new Error("lead vanished after a key conflict")
  return existing
}
