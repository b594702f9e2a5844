import type { Kysely } from "kysely"
import type { Migration } from "kysely/migration"

/** When each lead was last handed to the mail server: the alert quotes the latest error. */
export const lastAttemptMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("leads")
      .addColumn("last_attempt_at", "text")
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("leads").dropColumn("last_attempt_at").execute()
  },
}
