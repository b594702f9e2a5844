import type { Kysely } from "kysely"
import type { Migration } from "kysely/migration"

/** Where each lead came from: the campaign of its page's address and the outside site that sent the visitor. */
const columns = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer_host",
] as const

export const leadCampaignMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    for (const column of columns)
      await db.schema.alterTable("leads").addColumn(column, "text").execute()
  },
  async down(db: Kysely<unknown>) {
    for (const column of columns)
      await db.schema.alterTable("leads").dropColumn(column).execute()
  },
}
