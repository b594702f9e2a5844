import { sql, type Kysely } from "kysely"
import type { Migration } from "kysely/migration"

/**
 * One row saying whether lead delivery is in an incident, and since when:
 * every server process reads and flips it with a conditional update, so
 * an incident is announced once, not once per process or per lead.
 */
export const deliveryIncidentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("delivery_incident")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("opened_at", "text")
      .execute()
    await sql`insert into delivery_incident (id, opened_at) values (1, null)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("delivery_incident").execute()
  },
}
