import type { FastifyInstance } from "fastify"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { mkdtempSync } from "node:fs"
import os from "node:os"
import path from "node:path"

/**
 * The databases the API suite runs on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each call gives a database of its own (a new
 * SQLite file, or a new PostgreSQL schema), so test files can run at once.
 */
export function testDatabases(): Array<{
  readonly name: string
  readonly url: () => Promise<string>
}> {
  const sqlite = {
    name: "sqlite",
    url: async () =>
      `sqlite:${path.join(mkdtempSync(path.join(os.tmpdir(), "trabem-db-")), "leads.sqlite")}`,
  }
  const postgres = process.env.TEST_DATABASE_URL
  if (!postgres) return [sqlite]
  return [sqlite, { name: "postgres", url: () => postgresSchema(postgres) }]
}

/** A new, empty schema of the PostgreSQL at `baseUrl`: its URL, with that schema as search_path. */
export async function postgresSchema(baseUrl: string): Promise<string> {
  const { default: pg } = await import("pg")
  const schema = `test_${randomUUID().replace(/-/g, "").slice(0, 16)}`
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  await client.query(`create schema ${schema}`)
  await client.end()
  const url = new URL(baseUrl)
  url.searchParams.set("options", `-c search_path=${schema}`)
  return url.toString()
}

/** Empties the tables (PostgreSQL is shared between tests). */
export async function resetDatabase(app: FastifyInstance) {
  const { db } = app.leads.database
  await sql`delete from leads`.execute(db)
  await sql`delete from rate_limits`.execute(db)
  await sql`update delivery_incident set opened_at = null`.execute(db)
}
