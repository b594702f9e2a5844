import type { Migration } from "kysely/migration"

/**
 * Marks the one pass that wipes rows deleted before deletions reached the
 * disk (SQLite's secure_delete was off, PostgreSQL was not vacuumed after
 * them): openDatabase compacts the database right after applying it, which
 * a migration cannot do itself (VACUUM runs outside a transaction).
 */
export const WIPE_MIGRATION = "0005-wipe-deleted-rows"

export const wipeMarkerMigration: Migration = {
  async up() {},
}
