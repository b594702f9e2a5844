import Sqlite from "better-sqlite3"
import { rename, rm } from "node:fs/promises"
import path from "node:path"

/**
 * Copies a SQLite database with SQLite's online backup API while the
 * server keeps writing to it: the copy is one consistent state, WAL
 * included. It is written beside the destination and renamed into place
 * once complete, so a backup that stops half-way never replaces a good one.
 * Resolves to the number of pages copied.
 */
export async function backupSqlite(
  source: string,
  destination: string,
): Promise<number> {
  const target = path.resolve(destination)
  if (target === path.resolve(source))
    throw new Error("the backup file cannot be the database itself")
  const partial = `${target}.partial`
  const database = new Sqlite(source, { readonly: true, fileMustExist: true })
  try {
    const { totalPages } = await database.backup(partial)
    await rename(partial, target)
    return totalPages
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    database.close()
  }
}
