import { sql, type Kysely } from "kysely"
import type { Migration } from "kysely/migration"

/**
 * The secret of each day that rate-limit keys are made with (an HMAC of the
 * client's address), shared by every server process. The counters kept
 * until now were unsalted hashes of addresses, which can be turned back
 * into them by trying every IPv4 address: they are dropped.
 */
export const rateLimitSecretsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limit_secrets")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("secret", "text", (c) => c.notNull())
      .execute()
    await sql`delete from rate_limits`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limit_secrets").execute()
  },
}
