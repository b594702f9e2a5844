import { sql, type Kysely } from "kysely"
import type { DialectName } from "./database.ts"
import type { DatabaseSchema, Lead } from "./schema.ts"

/** The outbox's queries: claim the leads that are due, record how each send went. */

type Db = Kysely<DatabaseSchema>

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
       set locked_until = ${lease}, attempts = attempts + 1,
           last_attempt_at = ${nowIso}
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

/**
 * Records a failed attempt: pending again at `nextAttemptAt`, or failed for
 * good. With `claimedUntil` (the lease the sender's claim set), only while
 * that claim still holds: when a send outlives its lease, another sender may
 * have claimed the lead and mailed it, and a late failure must not bring a
 * sent lead back to pending.
 */
export async function markAttemptFailed(
  db: Db,
  id: number,
  failure: {
    readonly error: string
    readonly nextAttemptAt: Date
    readonly isFinal: boolean
    readonly claimedUntil?: string | null
  },
) {
  let update = db
    .updateTable("leads")
    .set({
      status: failure.isFinal ? "failed" : "pending",
      next_attempt_at: failure.nextAttemptAt.toISOString(),
      locked_until: null,
      last_error: failure.error.slice(0, 500),
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
  if (failure.claimedUntil)
    update = update.where("locked_until", "=", failure.claimedUntil)
  await update.execute()
}

/**
 * Opens a delivery incident unless one is open. Resolves to true for the
 * one caller, in any process, that opened it: that caller announces it.
 */
export async function openIncident(db: Db, now = new Date()) {
  const result = await db
    .updateTable("delivery_incident")
    .set({ opened_at: now.toISOString() })
    .where("id", "=", 1)
    .where("opened_at", "is", null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** When the open incident began, or null when there is none. */
export async function incidentOpenedAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("delivery_incident")
    .select("opened_at")
    .where("id", "=", 1)
    .executeTakeFirst()
  return row?.opened_at ?? null
}

/**
 * Closes the incident that began at `openedAt`, once a lead has been sent
 * since. Resolves to true for the one caller that closed it.
 */
export async function closeIncident(db: Db, openedAt: string) {
  const delivered = await db
    .selectFrom("leads")
    .select("id")
    .where("status", "=", "sent")
    .where("sent_at", ">", openedAt)
    .limit(1)
    .executeTakeFirst()
  if (!delivered) return false
  const result = await db
    .updateTable("delivery_incident")
    .set({ opened_at: null })
    .where("id", "=", 1)
    .where("opened_at", "=", openedAt)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
