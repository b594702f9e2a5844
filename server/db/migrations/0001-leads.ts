import { sql, type Kysely } from "kysely"
import type { Migration } from "kysely/migration"

/** Leads with their delivery state, and the shared rate-limit counters. */
export function leadsMigration(dialect: "sqlite" | "postgres"): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) =>
          dialect === "postgres"
            ? c.primaryKey()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("kind", "text")
        .addColumn("page", "text")
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("service", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("is_english", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addCheckConstraint(
          "leads_status_check",
          sql`status in ('pending', 'sent', 'failed')`,
        )
        .execute()
      await db.schema
        .createIndex("leads_due_idx")
        .on("leads")
        .columns(["status", "next_attempt_at"])
        .execute()
      await db.schema
        .createTable("rate_limits")
        .addColumn("client", "text", (c) => c.notNull())
        .addColumn("window_start", "text", (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("rate_limits_pk", ["client", "window_start"])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limits").execute()
      await db.schema.dropTable("leads").execute()
    },
  }
}
