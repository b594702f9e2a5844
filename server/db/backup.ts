import Sqlite from "better-sqlite3"
import { readdirSync } from "node:fs"
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

const DAY_MS = 24 * 60 * 60 * 1000
const DAILY_COPY = /^leads-(\d{4}-\d{2}-\d{2})\.sqlite$/

/** The name of the daily copy taken on `now`'s UTC day. */
export function dailyCopyName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.sqlite`
}

/**
 * Deletes the daily copies in `folder` taken `keepDays` or more days
 * before `now` (by the date in their name, which the clock of the day
 * wrote, not the file's time, which a copy or restore changes); leaves
 * every other file alone. Resolves to the names deleted.
 */
export async function deleteOldCopies(
  folder: string,
  keepDays: number,
  now = new Date(),
): Promise<string[]> {
  const today = Date.parse(now.toISOString().slice(0, 10))
  const old = readdirSync(folder).filter((name) => {
    const day = DAILY_COPY.exec(name)?.[1]
    return day !== undefined && today - Date.parse(day) >= keepDays * DAY_MS
  })
  for (const name of old) await rm(path.join(folder, name))
  return old.sort()
}
