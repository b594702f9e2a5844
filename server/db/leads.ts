import { sql, type Kysely } from "kysely"
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
