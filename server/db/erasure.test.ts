import { sql, type Kysely } from "kysely"
import { randomInt, randomUUID } from "node:crypto"
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { runLeadsCommand } from "../cli/leads.ts"
import { testDatabases } from "../testing/databases.ts"
import {
  deliveryOver,
  startApi,
  validLead,
  type ApiHarness,
} from "../testing/harness.ts"
import { insertLeadRow } from "../testing/lead-rows.ts"
import { migrationsOf, openDatabase, type Database } from "./database.ts"
import { WIPE_MIGRATION } from "./migrations/0005-wipe-deleted-rows.ts"

/**
 * What `strings` over the database's files would show: an erased or purged
 * lead's bytes must be in none of them. Every value of the visitor carries
 * one random tag, so a fragment of any field is found too.
 */

/** A visitor whose every field is findable by its tag. */
function visitor() {
  const tag = randomUUID().replace(/-/g, "").slice(0, 12)
  const phone = `6${String(randomInt(10_000_000, 99_999_999))}`
  return {
    tag,
    phone,
    lead: {
      ...validLead,
      name: `Zoe Erasmo ${tag}`,
      email: `zoe.${tag}@borrado.es`,
      company: `Erasmo ${tag} S.L.`,
      phone: `+34 ${phone}`,
      message: `Mensaje privado ${tag}: queremos migrar el correo de la clínica.`,
    },
    idempotencyKey: `erase-${tag}`,
  }
}

/** The files that hold a database's rows: SQLite's file and WAL, or PostgreSQL's relation files. */
async function databaseFiles(database: Database): Promise<string[] | string> {
  if (database.sqliteFile)
    return [database.sqliteFile, `${database.sqliteFile}-wal`]
  try {
    // Written to disk first, so what is in memory is in the files too.
    await sql`checkpoint`.execute(database.db)
    const { rows } = await sql<{
      dir: string
      oid: number
    }>`select current_setting('data_directory') as dir, (select oid from pg_database where datname = current_database()) as oid`.execute(
      database.db,
    )
    const folder = path.join(rows[0]?.dir ?? "", "base", String(rows[0]?.oid))
    return readdirSync(folder).map((name) => path.join(folder, name))
  } catch (error) {
    return `PostgreSQL's files cannot be read from here (${(error as Error).message})`
  }
}

/** The files again, once they were found readable. */
async function readableFiles(database: Database): Promise<string[]> {
  const files = await databaseFiles(database)
  if (typeof files === "string") throw new Error(files)
  return files
}

/** Which of `needles` any of `files` holds, as bytes (UTF-8, as both databases store text). */
function heldIn(files: readonly string[], needles: readonly string[]) {
  const found = new Set<string>()
  for (const file of files) {
    if (!existsSync(file)) continue
    const bytes = readFileSync(file)
    for (const needle of needles)
      if (bytes.includes(Buffer.from(needle, "utf8"))) found.add(needle)
  }
  return [...found]
}

describe.each(testDatabases())(
  "erasure reaches the disk on $name",
  ({ url }) => {
    let api: ApiHarness | undefined
    afterEach(async () => {
      vi.restoreAllMocks()
      delete process.env.DATABASE_URL
      await api?.close()
    })

    it("after erase, neither the database's files nor a backup taken then hold a byte of the visitor's leads, and the log never did", async (context) => {
      const databaseUrl = await url()
      api = await startApi({ databaseUrl })
      const { database } = api.app.leads
      const zoe = visitor()
      const post = (lead: object, headers: Record<string, string> = {}) =>
        api?.app.inject({
          method: "POST",
          url: "/api/contact",
          remoteAddress: "203.0.113.77",
          headers: { "content-type": "application/json", ...headers },
          payload: JSON.stringify(lead),
        })
      for (let i = 0; i < 5; i++)
        expect(
          (await post({ ...validLead, name: `Cliente ${i}` }))?.statusCode,
        ).toBe(201)
      expect(
        (await post(zoe.lead, { "idempotency-key": zoe.idempotencyKey }))
          ?.statusCode,
      ).toBe(201)
      expect(
        (await post({ ...zoe.lead, message: `Segundo mensaje ${zoe.tag}.` }))
          ?.statusCode,
      ).toBe(201)
      await deliveryOver(api)

      const files = await databaseFiles(database)
      if (typeof files === "string") {
        context.skip(files)
        return
      }
      const needles = [zoe.tag, zoe.phone]
      // The search finds the leads while they are stored.
      expect(heldIn(files, needles)).toEqual(needles)

      process.env.DATABASE_URL = databaseUrl
      vi.spyOn(console, "log").mockImplementation(() => undefined)
      expect(
        await runLeadsCommand(["erase", "--email", zoe.lead.email, "--yes"]),
      ).toBe(0)
      const after = await readableFiles(database)
      if (database.sqliteFile) {
        const backup = path.join(
          mkdtempSync(path.join(os.tmpdir(), "trabem-erased-")),
          "copy.sqlite",
        )
        expect(await runLeadsCommand(["backup", backup])).toBe(0)
        expect(heldIn([backup], needles)).toEqual([])
      }
      expect(heldIn(after, needles)).toEqual([])
      // The client's address was never stored, only its keyed hash.
      expect(heldIn(after, ["203.0.113.77"])).toEqual([])
      const log = api.logs.join("")
      expect(log).toContain("lead stored")
      for (const needle of [...needles, "203.0.113.77", "borrado.es"])
        expect(log).not.toContain(needle)
    })

    it("after purge, the files no longer hold the expired leads", async (context) => {
      const databaseUrl = await url()
      api = await startApi({ databaseUrl })
      const { database } = api.app.leads
      const old = visitor()
      await insertLeadRow(database.db, {
        email: old.lead.email,
        name: old.lead.name,
        message: old.lead.message,
        daysAgo: 400,
      })
      const files = await databaseFiles(database)
      if (typeof files === "string") {
        context.skip(files)
        return
      }
      expect(heldIn(files, [old.tag])).toEqual([old.tag])
      process.env.DATABASE_URL = databaseUrl
      vi.spyOn(console, "log").mockImplementation(() => undefined)
      expect(await runLeadsCommand(["purge"])).toBe(0)
      expect(heldIn(await readableFiles(database), [old.tag])).toEqual([])
    })

    it("a database whose rows were deleted before deletions reached the disk is wiped once, when it is brought up to date", async (context) => {
      const databaseUrl = await url()
      const before = await openDatabase(databaseUrl)
      const gone = visitor()
      const { db } = before
      await insertLeadRow(db, { email: gone.lead.email, name: gone.lead.name })
      // As the software did before: a plain delete, and no wipe on record.
      if (before.sqliteFile) await sql`pragma secure_delete = off`.execute(db)
      await db.deleteFrom("leads").execute()
      // Nor the migrations that came after it.
      const later = Object.entries(migrationsOf(before.dialect))
        .filter(([name]) => name > WIPE_MIGRATION)
        .reverse()
      for (const [, migration] of later)
        await migration.down?.(db as unknown as Kysely<unknown>)
      if (before.sqliteFile)
        await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
      await sql`delete from kysely_migration where name >= ${WIPE_MIGRATION}`.execute(
        db,
      )
      const files = await databaseFiles(before)
      await db.destroy()
      if (typeof files === "string") {
        context.skip(files)
        return
      }
      expect(heldIn(files, [gone.tag])).toEqual([gone.tag])

      const after = await openDatabase(databaseUrl)
      try {
        expect(heldIn(await readableFiles(after), [gone.tag])).toEqual([])
      } finally {
        await after.db.destroy()
      }
    })
  },
)
