import { sql } from "kysely"
import type { Database } from "./database.ts"

/**
 * Deleting a row is not enough for a lead to be gone: its bytes stay in
 * the database's pages, in SQLite's write-ahead log and so in every later
 * backup, until something overwrites them. After an erasure or a purge:
 *
 * - SQLite (secure_delete is on, see database.ts) has already overwritten
 *   the freed cells and pages with zeros, but the WAL still holds the pages
 *   as they were: a TRUNCATE checkpoint writes the zeroed pages into the
 *   file and empties the log, so neither the file, its WAL nor a backup
 *   taken afterwards holds the lead;
 * - PostgreSQL's plain VACUUM only marks a dead row's space free, its bytes
 *   stay in the page until reused (tables and indexes alike): VACUUM FULL
 *   rewrites the leads table, its TOAST data and its indexes into new files
 *   and deletes the old ones. It locks the table while it runs, which for
 *   a table of leads is milliseconds.
 *
 * `compact` also rebuilds a SQLite file (VACUUM), for rows deleted before
 * secure_delete was on.
 */
export async function wipeDeletedRows(
  database: Database,
  options: { readonly compact?: boolean } = {},
): Promise<void> {
  const { db } = database
  if (database.dialect === "postgres") {
    await sql`vacuum full leads`.execute(db)
    return
  }
  if (options.compact) await sql`vacuum`.execute(db)
  // The checkpoint waits (busy_timeout) for readers in other processes to
  // finish; one still reading after that makes it report busy.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { rows } = await sql<{
      busy: number
    }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)
    if (rows[0]?.busy === 0) return
  }
  throw new Error(
    `the leads were deleted, but ${database.description}-wal could not be emptied while another process kept reading: run the same command again`,
  )
}
