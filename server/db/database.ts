import Sqlite from "better-sqlite3"
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely"
import { Migrator, type Migration } from "kysely/migration"
import { mkdirSync } from "node:fs"
import path from "node:path"
import pg from "pg"
import { leadsMigration } from "./migrations/0001-leads.ts"
import { deliveryIncidentMigration } from "./migrations/0002-delivery-incident.ts"
import type { DatabaseSchema } from "./schema.ts"

export type DialectName = "sqlite" | "postgres"

export interface Database {
  readonly db: Kysely<DatabaseSchema>
  readonly dialect: DialectName
  /** Where the data lives, without credentials (for logs). */
  readonly description: string
  /** The SQLite file, when the database is one. */
  readonly sqliteFile: string | undefined
}

/** The SQLite file used when DATABASE_URL is not set. */
export const DEFAULT_SQLITE_FILE = path.join("data", "leads.sqlite")

function openSqlite(file: string): Kysely<DatabaseSchema> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new Sqlite(file)
  // WAL lets readers (the leads command, health checks) run beside the
  // writer; synchronous=FULL makes each commit reach the disk before the
  // API answers 201.
  sqlite.pragma("journal_mode = WAL")
  sqlite.pragma("synchronous = FULL")
  sqlite.pragma("busy_timeout = 5000")
  return new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: sqlite }),
  })
}

function openPostgres(url: string): Kysely<DatabaseSchema> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
  })
}

/**
 * Opens the database DATABASE_URL names (a SQLite file by default) and brings
 * its tables up to date.
 */
export async function openDatabase(url: string | undefined): Promise<Database> {
  const isPostgres = url !== undefined && /^postgres(ql)?:\/\//.test(url)
  const dialect: DialectName = isPostgres ? "postgres" : "sqlite"
  const file = url?.replace(/^sqlite:/, "") || DEFAULT_SQLITE_FILE
  const db = isPostgres ? openPostgres(url) : openSqlite(file)
  const description = isPostgres
    ? new URL(url).host + new URL(url).pathname
    : path.resolve(file)
  await migrate(db, dialect)
  return {
    db,
    dialect,
    description,
    sqliteFile: isPostgres ? undefined : path.resolve(file),
  }
}

async function migrate(db: Kysely<DatabaseSchema>, dialect: DialectName) {
  const migrations: Record<string, Migration> = {
    "0001-leads": leadsMigration(dialect),
    "0002-delivery-incident": deliveryIncidentMigration,
  }
  // Kysely looks for its bookkeeping tables in every schema unless told
  // which one: name the connection's own (it follows search_path).
  const migrationTableSchema =
    dialect === "postgres"
      ? (
          await sql<{
            schema: string
          }>`select current_schema() as schema`.execute(db)
        ).rows[0]?.schema
      : undefined
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
