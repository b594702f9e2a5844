import { sql, type Kysely } from "kysely"
import { utcDay } from "./rate-limit-keys.ts"
import type { DatabaseSchema } from "./schema.ts"

/** Rate-limit counters: one row per client and hour, shared by every server process. */

type Db = Kysely<DatabaseSchema>

const HOUR_MS = 60 * 60 * 1000

/**
 * Counts one submission in the client's current hour. Resolves to how long
 * the client must wait when this one is over the limit, else undefined.
 */
export async function countSubmission(
  trx: Db,
  client: string,
  limitPerHour: number,
  now: Date,
): Promise<{ readonly retryAfterSeconds: number } | undefined> {
  const windowStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
  const counter = await trx
    .insertInto("rate_limits")
    .values({
      client,
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
  if (counter.hits <= limitPerHour) return undefined
  const retryAfterSeconds = Math.ceil(
    (windowStart + HOUR_MS - now.getTime()) / 1000,
  )
  return { retryAfterSeconds }
}

/**
 * Drops rate-limit counters of windows that are over, and the key secrets
 * of days that are over (a window never spans two UTC days, so no window
 * still counting needs them).
 */
export async function pruneRateLimits(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - 2 * HOUR_MS).toISOString()
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", cutoff)
    .execute()
  await db
    .deleteFrom("rate_limit_secrets")
    .where("day", "<", utcDay(now))
    .execute()
}
