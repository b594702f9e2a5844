import { sql, type Kysely } from "kysely"
import type { Database } from "./database.ts"
import { wipeDeletedRows } from "./erasure.ts"
import type { DatabaseSchema, Lead, LeadStatus } from "./schema.ts"

/**
 * Reading and operating stored leads. Storing a submission is in
 * lead-submission.ts, the outbox's claims in lead-delivery.ts, the
 * rate-limit counters in rate-limits.ts.
 */

type Db = Kysely<DatabaseSchema>

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

/** A lead back in the queue: due now, with a fresh count of attempts. */
function requeued() {
  return {
    status: "pending",
    attempts: 0,
    next_attempt_at: new Date().toISOString(),
    locked_until: null,
  } as const
}

/** Puts a lead back in the queue now, whatever its state, with a fresh count of attempts. */
export async function retryLead(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set(requeued())
    .where("id", "=", id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
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

/** Every lead sent from an address, oldest first; addresses match whatever their case. */
export async function findLeadsByEmail(db: Db, email: string): Promise<Lead[]> {
  return db
    .selectFrom("leads")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .orderBy("id")
    .execute()
}

/**
 * Deletes every lead sent from an address (any case), down to the bytes on
 * disk (erasure.ts); resolves to their ids.
 */
export async function eraseLeadsByEmail(
  database: Database,
  email: string,
): Promise<number[]> {
  const rows = await database.db
    .deleteFrom("leads")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .returning("id")
    .execute()
  if (rows.length > 0) await wipeDeletedRows(database)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes the leads of every address whose latest lead is older than
 * `retentionDays`, down to the bytes on disk (erasure.ts): the period
 * counts from the visitor's last contact, so a recent lead keeps the
 * earlier ones of the same address. Resolves to the ids deleted, how many
 * addresses they came from, and the cut-off.
 */
export async function purgeExpiredLeads(
  database: Database,
  retentionDays: number,
  now = new Date(),
): Promise<{
  readonly ids: number[]
  readonly addresses: number
  readonly cutoff: string
}> {
  const { db } = database
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  const expired = db
    .selectFrom("leads")
    .select(sql<string>`lower(email)`.as("address"))
    .groupBy(sql`lower(email)`)
    .having((eb) => eb.fn.max("created_at"), "<", cutoff)
  const rows = await db
    .deleteFrom("leads")
    .where(sql<string>`lower(email)`, "in", expired)
    .returning(["id", sql<string>`lower(email)`.as("address")])
    .execute()
  if (rows.length > 0) await wipeDeletedRows(database)
  return {
    ids: rows.map((row) => row.id).sort((a, b) => a - b),
    addresses: new Set(rows.map((row) => row.address)).size,
    cutoff,
  }
}

/** Puts every failed lead back in the queue now; resolves to their ids. */
export async function retryFailedLeads(db: Db): Promise<number[]> {
  const rows = await db
    .updateTable("leads")
    .set(requeued())
    .where("status", "=", "failed")
    .returning("id")
    .execute()
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/**
 * Makes every pending lead due now, with a fresh count of attempts, except
 * those a server is sending at this moment; resolves to their ids.
 */
export async function retryPendingLeads(db: Db): Promise<number[]> {
  const now = new Date().toISOString()
  const rows = await db
    .updateTable("leads")
    .set(requeued())
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]),
    )
    .returning("id")
    .execute()
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/**
 * The error of the latest failed attempt among the leads not sent, or
 * null when none of them has failed.
 */
export async function lastDeliveryError(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("leads")
    .select("last_error")
    .where("status", "in", ["pending", "failed"])
    .where("last_error", "is not", null)
    .orderBy(sql`coalesce(last_attempt_at, '')`, "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst()
  return row?.last_error ?? null
}

/** The outbox at a glance: leads waiting, since when the oldest waits, leads failed for good. */
export interface OutboxState {
  readonly pending: number
  /** When the oldest pending lead was stored, or null when none waits. */
  readonly oldestPendingAt: string | null
  readonly failed: number
}

export async function outboxState(db: Db): Promise<OutboxState> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(
          eb.case().when("status", "=", "pending").then(1).else(0).end(),
        )
        .as("pending"),
      eb.fn
        .sum<number | string | null>(
          eb.case().when("status", "=", "failed").then(1).else(0).end(),
        )
        .as("failed"),
      eb.fn
        .min<string | null>(
          eb
            .case()
            .when("status", "=", "pending")
            .then(eb.ref("created_at"))
            .else(null)
            .end(),
        )
        .as("oldest"),
    ])
    .executeTakeFirstOrThrow()
  return {
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
    oldestPendingAt: row.oldest ?? null,
  }
}
