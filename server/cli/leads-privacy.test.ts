import { existsSync } from "node:fs"
import { mkdtempSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { openDatabase, type Database } from "../db/database.ts"
import { EnvError } from "../env.ts"
import { testDatabases } from "../testing/databases.ts"
import { insertLeadRow } from "../testing/lead-rows.ts"
import { UsageError } from "./leads-args.ts"
import { runLeadsCommand } from "./leads.ts"

/** What a command printed on stdout (console.log and writes), and on stderr. */
function captureOutput() {
  const out: string[] = []
  const err: string[] = []
  vi.spyOn(console, "log").mockImplementation((line: string) => {
    out.push(`${line}\n`)
  })
  vi.spyOn(console, "error").mockImplementation((line: string) => {
    err.push(`${line}\n`)
  })
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out.push(String(chunk))
    return true
  })
  return { out, err, text: () => out.join("") }
}

const neverAsked = () => {
  throw new Error("asked for confirmation despite --yes")
}

async function remainingIds(database: Database) {
  const rows = await database.db
    .selectFrom("leads")
    .select("id")
    .orderBy("id")
    .execute()
  return rows.map((row) => row.id)
}

describe.each(testDatabases())("privacy requests on $name", ({ url }) => {
  let database: Database
  /** Ana wrote three times, with her address in three spellings; Bob and Carol once each. */
  let ana: number[]
  let others: number[]
  let output: ReturnType<typeof captureOutput>

  beforeEach(async () => {
    process.env.DATABASE_URL = await url()
    database = await openDatabase(process.env.DATABASE_URL)
    const { db } = database
    ana = [
      await insertLeadRow(db, { email: "ana@clinica.es", name: "Ana" }),
      await insertLeadRow(db, { email: "bob@taller.es", name: "Bob" }),
      await insertLeadRow(db, {
        email: "Ana@Clinica.ES",
        name: "Ana",
        message: "Hola\u202Emoc.live\u007F\nsegunda línea",
      }),
      await insertLeadRow(db, { email: "carol@cantera.es", name: "Carol" }),
      await insertLeadRow(db, {
        email: "ANA@CLINICA.ES",
        name: "Ana",
        status: "failed",
      }),
    ]
    others = [ana[1] ?? 0, ana[3] ?? 0]
    ana = [ana[0] ?? 0, ana[2] ?? 0, ana[4] ?? 0]
    output = captureOutput()
  })

  afterEach(async () => {
    vi.restoreAllMocks()
    delete process.env.DATABASE_URL
    delete process.env.LEAD_RETENTION_DAYS
    await database.db.destroy()
  })

  it("find lists every lead of an address whatever its case, and no one else's", async () => {
    expect(await runLeadsCommand(["find", "--email", "aNa@clinica.es"])).toBe(0)
    const lines = output.text().trim().split("\n").slice(1)
    expect(lines.map((line) => Number(line.split(/\s+/)[0]))).toEqual(ana)
    expect(output.text()).not.toMatch(/bob|carol/i)
    output.out.length = 0
    expect(await runLeadsCommand(["find", "--email", "nadie@x.es"])).toBe(0)
    expect(output.text()).toBe("No leads from nadie@x.es.\n")
  })

  it("export --email gives every stored field of each lead as JSON, safe to print", async () => {
    expect(await runLeadsCommand(["export", "--email", "ana@clinica.es"])).toBe(
      0,
    )
    const raw = output.text()
    expect(raw).not.toMatch(/[\u202E\u007F]/)
    expect(raw).toContain("\\u202e")
    const exported = JSON.parse(raw) as Array<Record<string, unknown>>
    const stored = await database.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "in", ana)
      .orderBy("id")
      .execute()
    expect(exported).toEqual(stored)
    expect(Object.keys(exported[0] ?? {})).toHaveLength(25)
  })

  it("erase asks first, deletes nothing when refused, and every lead of the address when confirmed", async () => {
    const questions: string[] = []
    expect(
      await runLeadsCommand(["erase", "--email", "ana@clinica.es"], (q) => {
        questions.push(q)
        return Promise.resolve(false)
      }),
    ).toBe(1)
    expect(questions[0]).toContain(`ids ${ana.join(", ")}`)
    expect(await remainingIds(database)).toHaveLength(5)

    expect(
      await runLeadsCommand(["erase", "--email", "ANA@clinica.es"], () =>
        Promise.resolve(true),
      ),
    ).toBe(0)
    expect(output.text()).toContain(
      `Erased 3 lead(s) from ANA@clinica.es (ids ${ana.join(", ")}), from the database and its files on disk.`,
    )
    expect(await remainingIds(database)).toEqual(others)
  })

  it("erase --yes does not ask; an address with no leads erases nothing", async () => {
    expect(
      await runLeadsCommand(
        ["erase", "--email", "bob@taller.es", "--yes"],
        neverAsked,
      ),
    ).toBe(0)
    expect(await remainingIds(database)).toEqual(
      [...ana, others[1] ?? 0].sort((a, b) => a - b),
    )
    expect(
      await runLeadsCommand(
        ["erase", "--email", "bob@taller.es", "--yes"],
        neverAsked,
      ),
    ).toBe(0)
    expect(output.text()).toContain(
      "No leads from bob@taller.es; nothing erased.",
    )
  })

  it("purge deletes the leads of addresses whose latest lead is past LEAD_RETENTION_DAYS, and prints them", async () => {
    const { db } = database
    // Dora's latest lead is past a year; Ana's oldest is, but her latest is not.
    const dora = [
      await insertLeadRow(db, {
        email: "dora@x.es",
        name: "Dora",
        daysAgo: 500,
      }),
      await insertLeadRow(db, {
        email: "DORA@x.es",
        name: "Dora",
        daysAgo: 366,
      }),
    ]
    const anaOld = await insertLeadRow(db, {
      email: "ana@clinica.es",
      name: "Ana",
      daysAgo: 400,
    })
    const eve = await insertLeadRow(db, {
      email: "eve@x.es",
      name: "Eve",
      daysAgo: 364,
    })
    expect(await runLeadsCommand(["purge"])).toBe(0)
    expect(output.text()).toMatch(
      new RegExp(
        `^Deleted 2 lead\\(s\\) of 1 address\\(es\\) with their latest lead before \\S+ \\(LEAD_RETENTION_DAYS=365\\): ids ${dora.join(", ")}\\.\n$`,
      ),
    )
    expect(await remainingIds(database)).toEqual(
      [...ana, ...others, anaOld, eve].sort((a, b) => a - b),
    )

    output.out.length = 0
    process.env.LEAD_RETENTION_DAYS = "30"
    expect(await runLeadsCommand(["purge"])).toBe(0)
    expect(output.text()).toContain(`ids ${eve}.`)
    output.out.length = 0
    expect(await runLeadsCommand(["purge"])).toBe(0)
    expect(output.text()).toMatch(/^Nothing to delete/)
  })

  it("retry --failed puts every failed lead back in the queue", async () => {
    const { db } = database
    const second = await insertLeadRow(db, {
      email: "bob@taller.es",
      name: "Bob",
      status: "failed",
    })
    expect(await runLeadsCommand(["retry", "--failed"])).toBe(0)
    expect(output.text()).toContain(
      `2 failed lead(s) are due now (ids ${ana[2]}, ${second})`,
    )
    const statuses = await db
      .selectFrom("leads")
      .select(["id", "status", "attempts"])
      .where("id", "in", [ana[2] ?? 0, second, ana[0] ?? 0])
      .orderBy("id")
      .execute()
    expect(statuses).toEqual([
      { id: ana[0], status: "sent", attempts: 1 },
      { id: ana[2], status: "pending", attempts: 0 },
      { id: second, status: "pending", attempts: 0 },
    ])
  })

  it("refuses bad arguments with a clear message and changes nothing", async () => {
    const refusals: Array<[string[], RegExp]> = [
      [["find"], /--email needs an address/],
      [["find", "--email"], /--email needs an address/],
      [["find", "--email", "--yes"], /--email needs an address/],
      [["export", "--email", "ana"], /must be one e-mail address/],
      [["erase", "--email", "a b@x.es", "--yes"], /must be one e-mail address/],
      [["erase", "--email", "ana@x.es\u001b[2J", "--yes"], /\\u001b\[2J/],
      [["export"], /export needs --csv or --email/],
      [["purge", "--all"], /unexpected "--all"/],
      [["list", "--stauts", "sent"], /unexpected "--stauts"/],
      [["erase", "--email", "ana@clinica.es", "--force"], /unexpected/],
      [["retry", "--all"], /ID must be a positive whole number/],
      [["backup"], /backup needs the file to write/],
    ]
    for (const [args, message] of refusals)
      await expect(runLeadsCommand(args, neverAsked)).rejects.toThrow(
        expect.objectContaining({
          constructor: UsageError,
          message: expect.stringMatching(message),
        }),
      )
    process.env.LEAD_RETENTION_DAYS = "12 meses"
    await expect(runLeadsCommand(["purge"])).rejects.toThrow(EnvError)
    expect(await remainingIds(database)).toHaveLength(5)
  })

  it("backup copies a SQLite database, and points to pg_dump on PostgreSQL", async () => {
    const file = path.join(
      mkdtempSync(path.join(os.tmpdir(), "trabem-backup-")),
      "leads.sqlite",
    )
    const status = await runLeadsCommand(["backup", file])
    if (database.dialect === "postgres") {
      expect(status).toBe(1)
      expect(output.err.join("")).toContain("pg_dump --format=custom")
      expect(existsSync(file)).toBe(false)
      return
    }
    expect(status).toBe(0)
    const copy = await openDatabase(`sqlite:${file}`)
    expect(await remainingIds(copy)).toEqual(await remainingIds(database))
    await copy.db.destroy()
  })
})
