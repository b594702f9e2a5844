import { sql, type Kysely } from "kysely"
import type { Contact } from "#common/schemas/contact.ts"
import type { DialectName } from "./database.ts"
import type { DatabaseSchema, Lead, LeadStatus } from "./schema.ts"

/** Every query on leads and rate-limit counters lives here. */

type Db = Kysely<DatabaseSchema>

const HOUR_MS = 60 * 60 * 1000

export interface SubmitLeadInput {
  readonly contact: Contact
  readonly locale: string
  /** Hash of the client's address: the rate limit counts per client. */
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

/** Checks the key, counts the client, inserts the lead: the body of one submission's transaction. */
async function storeLead(
  trx: Db,
  input: SubmitLeadInput,
): Promise<SubmitLeadResult> {
  const now = input.now ?? new Date()
  const key = input.idempotencyKey
  if (key) {
    const existing = await findByIdempotencyKey(trx, input)
    if (existing) return existing
  }
  const windowStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
  const counter = await trx
    .insertInto("rate_limits")
    .values({
      client: input.client,
      window_start: new Date(windowStart).toISOString(),
      hits: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(["client", "window_start"])
        .doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow()
  if (counter.hits > input.limitPerHour) {
    const retryAfterSeconds = Math.ceil(
      (windowStart + HOUR_MS - now.getTime()) / 1000,
    )
    return { status: "limited", retryAfterSeconds }
  }
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

export type SubmitLead = (input: SubmitLeadInput) => Promise<SubmitLeadResult>

interface Pending {
  readonly input: SubmitLeadInput
  readonly resolve: (result: SubmitLeadResult) => void
  readonly reject: (error: unknown) => void
}

/**
 * Stores leads, each with its client's rate-limit count, committed before
 * the promise resolves (so the API answers 201 only once the lead is on
 * disk). A repeated Idempotency-Key returns the lead stored the first time.
 *
 * On SQLite, submissions that arrive together share one transaction (group
 * commit): each commit waits for the disk, and one wait for many leads is
 * what makes the throughput budget reachable. PostgreSQL does its own
 * group commit, so there each submission is its own transaction.
 */
export function createLeadWriter(db: Db, dialect: DialectName): SubmitLead {
  if (dialect === "postgres")
    return (input) => db.transaction().execute((trx) => storeLead(trx, input))
  let queue: Pending[] = []
  const flush = async () => {
    const batch = queue
    queue = []
    try {
      const results = await db.transaction().execute(async (trx) => {
        const out: SubmitLeadResult[] = []
        for (const item of batch) out.push(await storeLead(trx, item.input))
        return out
      })
      batch.forEach((item, i) => {
        const result = results[i]
        if (result) item.resolve(result)
        else item.reject(new Error("missing result"))
      })
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error)
        return
      }
      // One bad submission must not fail the others: store each alone.
      for (const item of batch)
        await db
          .transaction()
          .execute((trx) => storeLead(trx, item.input))
          .then(item.resolve, item.reject)
    }
  }
  return (input) =>
    new Promise((resolve, reject) => {
      queue.push({ input, resolve, reject })
      if (queue.length === 1) setImmediate(() => void flush())
    })
}

/**
 * Claims up to `limit` leads that are due, for `leaseMs`. On PostgreSQL
 * the rows are locked with SKIP LOCKED, so workers in several processes
 * never claim the same lead; on SQLite the single writer does the same.
 */
export async function claimDueLeads(
  db: Db,
  dialect: DialectName,
  options: {
    readonly limit: number
    readonly leaseMs: number
    readonly now?: Date
  },
): Promise<Lead[]> {
  const now = options.now ?? new Date()
  const nowIso = now.toISOString()
  const lease = new Date(now.getTime() + options.leaseMs).toISOString()
  const lock = dialect === "postgres" ? sql`for update skip locked` : sql``
  const result = await sql<Lead>`
    update leads
       set locked_until = ${lease}, attempts = attempts + 1
     where id in (
       select id from leads
        where status = 'pending'
          and next_attempt_at <= ${nowIso}
          and (locked_until is null or locked_until <= ${nowIso})
        order by next_attempt_at, id
        limit ${options.limit}
        ${lock}
     )
    returning *`.execute(db)
  return result.rows
}

export async function markSent(db: Db, id: number, now = new Date()) {
  await db
    .updateTable("leads")
    .set({
      status: "sent",
      sent_at: now.toISOString(),
      locked_until: null,
      last_error: null,
    })
    .where("id", "=", id)
    .execute()
}

/** Records a failed attempt: pending again at `nextAttemptAt`, or failed for good. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  failure: {
    readonly error: string
    readonly nextAttemptAt: Date
    readonly isFinal: boolean
  },
) {
  await db
    .updateTable("leads")
    .set({
      status: failure.isFinal ? "failed" : "pending",
      next_attempt_at: failure.nextAttemptAt.toISOString(),
      locked_until: null,
      last_error: failure.error.slice(0, 500),
    })
    .where("id", "=", id)
    .execute()
}

export async function listLeads(
  db: Db,
  options: { readonly status?: LeadStatus; readonly limit?: number } = {},
): Promise<Lead[]> {
  let query = db.selectFrom("leads").selectAll().orderBy("id", "desc")
  if (options.status) query = query.where("status", "=", options.status)
  if (options.limit) query = query.limit(options.limit)
  return query.execute()
}

export async function findLead(db: Db, id: number): Promise<Lead | undefined> {
  return db
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst()
}

/** Puts a lead back in the queue now, whatever its state, with a fresh count of attempts. */
export async function retryLead(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({
      status: "pending",
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
    })
    .where("id", "=", id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Drops rate-limit counters of windows that are over. */
export async function pruneRateLimits(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - 2 * HOUR_MS).toISOString()
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", cutoff)
    .execute()
}

/** The id the next lead will probably get (the highest so far, plus one). */
export async function nextLeadId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.max<number | string | null>("id").as("id"))
    .executeTakeFirst()
  return Number(row?.id ?? 0) + 1
}

export async function countLeads(db: Db): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A trivial query: is the database reachable? */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}
