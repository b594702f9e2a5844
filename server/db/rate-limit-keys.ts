import type { Kysely } from "kysely"
import { createHmac, randomBytes } from "node:crypto"
import type { DatabaseSchema } from "./schema.ts"

/**
 * Rate-limit keys: the client's address is counted under an HMAC of it
 * made with a secret of the day (UTC), never under the address itself. An
 * unsalted hash could be turned back by hashing every IPv4 address; with
 * the secret, that takes the secret, and the secret of a day is deleted
 * once the day is over (pruneRateLimits). The secrets live in the
 * database, so every server process counts a client under the same key.
 */

type Db = Kysely<DatabaseSchema>

/** The UTC day a moment falls in, as rate_limit_secrets names it. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** The key an address is counted under with a given secret. */
export function keyWithSecret(secret: string, address: string): string {
  return createHmac("sha256", secret).update(address).digest("hex").slice(0, 32)
}

/**
 * The secret of `day`, created by whichever process needs it first; the
 * others read the one it stored.
 */
async function daySecret(db: Db, day: string): Promise<string> {
  await db
    .insertInto("rate_limit_secrets")
    .values({ day, secret: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute()
  const row = await db
    .selectFrom("rate_limit_secrets")
    .select("secret")
    .where("day", "=", day)
    .executeTakeFirstOrThrow()
  return row.secret
}

export type ClientKey = (address: string, now?: Date) => Promise<string>

/** Keys addresses with the day's secret, read from the database once a day per process. */
export function createClientKey(db: Db): ClientKey {
  let cached: { readonly day: string; readonly secret: Promise<string> } = {
    day: "",
    secret: Promise.resolve(""),
  }
  return async (address, now = new Date()) => {
    const day = utcDay(now)
    if (cached.day !== day) {
      const secret = daySecret(db, day)
      cached = { day, secret }
      // A failed read is tried again by the next request.
      secret.catch(() => {
        if (cached.secret === secret) cached = { day: "", secret }
      })
    }
    return keyWithSecret(await cached.secret, address)
  }
}
