import Sqlite from "better-sqlite3"
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
} from "kysely"
import { Migrator, type Migration } from "kysely/migration"
import { existsSync, mkdirSync } from "node:fs"
import path from "node:path"
import pg from "pg"
import { wipeDeletedRows } from "./erasure.ts"
import { leadsMigration } from "./migrations/0001-leads.ts"
import { deliveryIncidentMigration } from "./migrations/0002-delivery-incident.ts"
import { rateLimitSecretsMigration } from "./migrations/0003-rate-limit-secrets.ts"
import { lastAttemptMigration } from "./migrations/0004-last-attempt.ts"
import { leadCampaignMigration } from "./migrations/0006-lead-campaign.ts"
import {
  WIPE_MIGRATION,
  wipeMarkerMigration,
} from "./migrations/0005-wipe-deleted-rows.ts"
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

/**
 * A database that cannot be opened as asked, in one line that names it and
 * DATABASE_URL: the leads command prints it as it is, the server too.
 */
export class DatabaseError extends Error {
  override name = "DatabaseError"
}

export interface OpenOptions {
  /**
   * Create what is missing (the SQLite file and its folder, the tables):
   * the server's start and `npm run leads -- init` do; every other command
   * opens only a leads database that exists.
   */
  readonly create?: boolean
}

/** How the database was named, for messages: DATABASE_URL's value, or the default it fell back to. */
function named(url: string | undefined) {
  return url === undefined
    ? `DATABASE_URL is not set, so ${DEFAULT_SQLITE_FILE} in ${process.cwd()}`
    : `DATABASE_URL=${url.startsWith("sqlite:") ? url : redacted(url)}`
}

/** A PostgreSQL URL without its password. */
function redacted(url: string) {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = "***"
  return parsed.toString()
}

/**
 * SQLite whose transactions take the write lock as they begin (`begin
 * immediate`): another process writing the same file then makes it wait
 * (busy_timeout) rather than fail, as a transaction that read first and
 * then wrote would when the other committed in between.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0]
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config)
    this.#config = config
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config)
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"))
  }
}

function openSqlite(
  url: string | undefined,
  file: string,
  create: boolean,
): Kysely<DatabaseSchema> {
  const where = named(url)
  const inMemory = file === ":memory:"
  if (create && !inMemory) mkdirSync(path.dirname(file), { recursive: true })
  else if (!create && !inMemory && !existsSync(file))
    throw new DatabaseError(
      `No leads database at ${file} (${where}): check DATABASE_URL, or create it with "npm run leads -- init" (the server's first start also does)`,
    )
  let sqlite: Sqlite.Database
  try {
    sqlite = new Sqlite(file, { fileMustExist: !create })
    // WAL lets readers (the leads command, health checks) run beside the
    // writer, and two server instances share the file (one waits for the
    // other's write, busy_timeout); synchronous=FULL makes each commit reach the disk before the
    // API answers 201. secure_delete overwrites what a deletion frees with
    // zeros, so an erased lead leaves the file's pages (erasure.ts empties
    // the WAL after it).
    sqlite.pragma("journal_mode = WAL")
  } catch (error) {
    const code = (error as { code?: string }).code
    throw new DatabaseError(
      code === "SQLITE_NOTADB"
        ? `${file} is not a SQLite database (${where})`
        : `Cannot open ${file} (${where}): ${(error as Error).message}`,
    )
  }
  sqlite.pragma("synchronous = FULL")
  sqlite.pragma("secure_delete = ON")
  sqlite.pragma("busy_timeout = 5000")
  if (!create && !hasLeadsTable(sqlite)) {
    sqlite.close()
    throw new DatabaseError(
      `${file} is a SQLite database without leads (${where}): check DATABASE_URL, or create the tables with "npm run leads -- init"`,
    )
  }
  return new Kysely<DatabaseSchema>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
  })
}

function hasLeadsTable(sqlite: Sqlite.Database) {
  return (
    sqlite
      .prepare(
        "select 1 from sqlite_master where type = 'table' and name = 'leads'",
      )
      .get() !== undefined
  )
}

/** Why PostgreSQL could not be reached, as the operator needs it: the system's reason. */
function connectionProblem(error: unknown): string {
  const first =
    error instanceof AggregateError && error.errors.length > 0
      ? (error.errors[0] as unknown)
      : error
  const { code, message } = first as { code?: string; message?: string }
  const reasons: Record<string, string> = {
    ECONNREFUSED: "connection refused (is PostgreSQL running, on that port?)",
    ENOTFOUND: "no such host",
    ETIMEDOUT: "no answer in time",
    EHOSTUNREACH: "host unreachable",
  }
  return (code && reasons[code]) || message || code || String(error)
}

async function openPostgres(
  url: string,
  create: boolean,
): Promise<Kysely<DatabaseSchema>> {
  const where = named(url)
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // An unreachable host fails after this, instead of holding a request
    // (or the leads command) forever.
    connectionTimeoutMillis: 10_000,
  })
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
  })
  let hasLeads: boolean
  try {
    const { rows } = await sql<{
      leads: string | null
    }>`select to_regclass('leads')::text as leads`.execute(db)
    hasLeads = rows[0]?.leads != null
  } catch (error) {
    await db.destroy()
    const target = new URL(url)
    throw new DatabaseError(
      `Cannot reach PostgreSQL at ${target.host}${target.pathname} (${where}): ${connectionProblem(error)}`,
    )
  }
  if (!create && !hasLeads) {
    await db.destroy()
    throw new DatabaseError(
      `The PostgreSQL database has no leads table (${where}): check DATABASE_URL, or create the tables with "npm run leads -- init"`,
    )
  }
  return db
}

/**
 * Opens the database DATABASE_URL names (a SQLite file by default) and
 * brings its tables up to date. Unless `create` is false, what is missing
 * is created; with `create: false`, a missing file, a file that is not a
 * database, one without the leads table or an unreachable server is a
 * DatabaseError, and nothing is created.
 */
export async function openDatabase(
  url: string | undefined,
  { create = true }: OpenOptions = {},
): Promise<Database> {
  const isPostgres = url !== undefined && /^postgres(ql)?:\/\//.test(url)
  const dialect: DialectName = isPostgres ? "postgres" : "sqlite"
  const given = url?.replace(/^sqlite:/, "") || DEFAULT_SQLITE_FILE
  // ":memory:" is SQLite's database without a file (tests use it), not a path.
  const file = given === ":memory:" ? given : path.resolve(given)
  const db = isPostgres
    ? await openPostgres(url, create)
    : openSqlite(url, file, create)
  const database: Database = {
    db,
    dialect,
    description: isPostgres ? new URL(url).host + new URL(url).pathname : file,
    sqliteFile: isPostgres ? undefined : file,
  }
  try {
    const applied = await migrate(db, dialect)
    if (applied.includes(WIPE_MIGRATION))
      await wipeDeletedRows(database, { compact: true })
  } catch (error) {
    await db.destroy()
    throw error
  }
  return database
}

/** Every migration by name; they run in the order of their names. */
export function migrationsOf(dialect: DialectName): Record<string, Migration> {
  return {
    "0001-leads": leadsMigration(dialect),
    "0002-delivery-incident": deliveryIncidentMigration,
    "0003-rate-limit-secrets": rateLimitSecretsMigration,
    "0004-last-attempt": lastAttemptMigration,
    [WIPE_MIGRATION]: wipeMarkerMigration,
    "0006-lead-campaign": leadCampaignMigration,
  }
}

/** Brings the tables up to date; resolves to the names of the migrations it applied. */
async function migrate(
  db: Kysely<DatabaseSchema>,
  dialect: DialectName,
): Promise<string[]> {
  const migrations = migrationsOf(dialect)
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
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName)
}
