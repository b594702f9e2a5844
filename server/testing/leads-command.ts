import { afterEach, beforeEach, vi } from "vitest"
import { openDatabase, type Database } from "../db/database.ts"
import { testDatabases } from "./databases.ts"

/**
 * Gives each test of the leads command a fresh SQLite database as
 * DATABASE_URL, filled by `fill`, and collects what the command prints,
 * line by line (console.log) or chunk by chunk (stdout), in the array it
 * returns.
 */
export function useLeadsDatabase(
  fill: (database: Database) => Promise<void>,
): string[] {
  const output: string[] = []
  beforeEach(async () => {
    const [sqlite] = testDatabases()
    process.env.DATABASE_URL = await sqlite?.url()
    const database = await openDatabase(process.env.DATABASE_URL)
    await fill(database)
    await database.db.destroy()
    output.length = 0
    vi.spyOn(console, "log").mockImplementation(
      (line: string) => void output.push(line),
    )
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      output.push(String(chunk))
      return true
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    delete process.env.DATABASE_URL
  })
  return output
}
