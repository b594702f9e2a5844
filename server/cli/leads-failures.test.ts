import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { openDatabase } from "../db/database.ts"
import { freePort } from "../testing/free-port.ts"
import { leadsProgram } from "./leads.ts"

/** The leads command as the operator runs it: each failure is one line on stderr and exit 1. */

interface Run {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs the program in this process with DATABASE_URL, collecting what it prints. */
async function leads(args: readonly string[], databaseUrl: string) {
  let stdout = ""
  let stderr = ""
  vi.spyOn(console, "log").mockImplementation((line: string) => {
    stdout += `${line}\n`
  })
  vi.spyOn(console, "error").mockImplementation((line: string) => {
    stderr += `${line}\n`
  })
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk)
    return true
  })
  process.env.DATABASE_URL = databaseUrl
  try {
    const status = await leadsProgram(args, () => Promise.resolve(true))
    return { status, stdout, stderr }
  } finally {
    vi.restoreAllMocks()
    delete process.env.DATABASE_URL
  }
}

/** Runs `node server/cli/leads.ts ARGS` as a program in `cwd`, without DATABASE_URL. */
function leadsProcess(args: readonly string[], cwd: string): Promise<Run> {
  const env = { ...process.env }
  delete env.DATABASE_URL
  const child = spawn(
    process.execPath,
    [path.resolve("server/cli/leads.ts"), ...args],
    { cwd, env },
  )
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) =>
    child.on("close", (status) => resolve({ status, stdout, stderr })),
  )
}

function expectOneLineFailure(run: Run, message: RegExp) {
  expect(run.status).toBe(1)
  expect(run.stdout).toBe("")
  expect(run.stderr).toMatch(/^[^\n]+\n$/)
  expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+/)
  expect(run.stderr).toMatch(message)
}

describe("the leads command refuses, in one line, and creates nothing", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "trabem-leads-"))
  const database = path.join(work, "leads.sqlite")
  const notADatabase = path.join(work, "notes.txt")
  const missing = path.join(work, "mistyped", "leads.sqlite")
  const filesAtStart: string[] = []

  beforeAll(async () => {
    const created = await openDatabase(`sqlite:${database}`)
    await created.db.destroy()
    writeFileSync(notADatabase, "Esto no es una base de datos.\n".repeat(100))
    filesAtStart.push(...readdirSync(work).sort())
  })
  afterEach(() => {
    // Nothing was created: no mistyped folder, no data folder, no new file.
    expect(readdirSync(work).sort()).toEqual(filesAtStart)
  })

  it("a missing SQLite file: named, with DATABASE_URL and how to create it", async () => {
    expectOneLineFailure(
      await leads(["list"], `sqlite:${missing}`),
      new RegExp(
        `^No leads database at ${missing} \\(DATABASE_URL=sqlite:${missing}\\): .*"npm run leads -- init"`,
      ),
    )
  })

  it("no DATABASE_URL, as a program in a folder without a database (data/leads.sqlite is not created)", async () => {
    expectOneLineFailure(
      await leadsProcess(["erase", "--email", "ana@x.es", "--yes"], work),
      new RegExp(
        `^No leads database at ${path.join(work, "data", "leads.sqlite")} \\(DATABASE_URL is not set, so data/leads.sqlite in ${work}\\)`,
      ),
    )
  })

  it("an unreachable PostgreSQL", async () => {
    const url = `postgres://trabem:secreto@127.0.0.1:${await freePort()}/trabem`
    const run = await leads(["list"], url)
    expectOneLineFailure(
      run,
      new RegExp(
        `^Cannot reach PostgreSQL at ${new URL(url).host}/trabem \\(DATABASE_URL=postgres://trabem:\\*\\*\\*@.*\\): connection refused`,
      ),
    )
    expect(run.stderr).not.toContain("secreto")
  })

  it("a file that is not a database", async () => {
    expectOneLineFailure(
      await leads(["find", "--email", "ana@x.es"], `sqlite:${notADatabase}`),
      new RegExp(`^${notADatabase} is not a SQLite database`),
    )
  })

  it("a backup target in a folder that does not exist, refused before the database is opened", async () => {
    expectOneLineFailure(
      await leads(["backup", "/missing-dir/x.sqlite"], `sqlite:${missing}`),
      /^cannot write the backup: \/missing-dir does not exist\./,
    )
    expect(existsSync("/missing-dir")).toBe(false)
  })

  it("an unknown command, refused before the database is opened", async () => {
    expectOneLineFailure(
      await leads(["frobnicate"], `sqlite:${missing}`),
      /^unknown command "frobnicate"\. "npm run leads -- help" lists the commands\.$/m,
    )
  })

  it("a bad address", async () => {
    expectOneLineFailure(
      await leads(
        ["erase", "--email", "no-es-una-direccion"],
        `sqlite:${database}`,
      ),
      /^--email must be one e-mail address such as ana@example\.com, not "no-es-una-direccion"\./,
    )
  })

  it("init creates the database that the other commands then open", async () => {
    const fresh = path.join(work, "new", "leads.sqlite")
    const init = await leads(["init"], `sqlite:${fresh}`)
    expect(init).toEqual({
      status: 0,
      stdout: `The leads database is ready: ${fresh} (sqlite).\n`,
      stderr: "",
    })
    expect(await leads(["list"], `sqlite:${fresh}`)).toEqual({
      status: 0,
      stdout: "No leads.\n",
      stderr: "",
    })
    filesAtStart.push("new")
    filesAtStart.sort()
  })
})
