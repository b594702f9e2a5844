import { spawnSync } from "node:child_process"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { openDatabase } from "../../server/db/database.ts"
import { parseEnv } from "../../server/env.ts"
import { insertLeadRow } from "../../server/testing/lead-rows.ts"
import {
  unitCommand,
  unitEnvironment,
  unitValues,
} from "../support/systemd-unit.ts"

/** The kit's systemd units (deploy/systemd/), checked by systemd's own tools where they exist. */

const dir = "deploy/systemd"
const web = readFileSync(path.join(dir, "trabem-web.service"), "utf8")
const backup = readFileSync(path.join(dir, "trabem-backup.service"), "utf8")
const units = [
  "trabem-web.service",
  "trabem-backup.service",
  "trabem-backup.timer",
]
const hasSystemdAnalyze = existsSync("/usr/bin/systemd-analyze")

describe("the kit's systemd units", () => {
  it.skipIf(!hasSystemdAnalyze)(
    "pass systemd-analyze verify, and both services are rated safe by systemd-analyze security",
    () => {
      const verify = spawnSync(
        "systemd-analyze",
        ["verify", ...units.map((unit) => path.join(dir, unit))],
        { encoding: "utf8" },
      )
      expect(verify.status, verify.stderr).toBe(0)
      expect(verify.stderr).toBe("")
      for (const unit of units.filter((name) => name.endsWith(".service"))) {
        const security = spawnSync(
          "systemd-analyze",
          ["security", "--offline=yes", path.join(dir, unit)],
          { encoding: "utf8" },
        )
        const level = /Overall exposure level for \S+: ([\d.]+)/.exec(
          security.stdout,
        )?.[1]
        expect(
          Number(level),
          `${unit}: ${security.stdout.slice(-200)}`,
        ).toBeLessThanOrEqual(2)
      }
    },
  )

  it("the server runs as its own user, on loopback, with valid settings, writing only its data folder", () => {
    expect(unitValues(web, "User")).toEqual(["trabem"])
    expect(unitValues(web, "NoNewPrivileges")).toEqual(["yes"])
    expect(unitValues(web, "ProtectSystem")).toEqual(["strict"])
    const settings = unitEnvironment(web)
    const env = parseEnv(settings)
    expect(env.HOST).toBe("127.0.0.1")
    // ProtectSystem=strict leaves only the StateDirectory writable: the database must be in it.
    const [stateDirectory] = unitValues(web, "StateDirectory")
    expect(path.dirname(env.DATABASE_URL?.replace(/^sqlite:/, "") ?? "")).toBe(
      `/var/lib/${stateDirectory}`,
    )
  })

  it("the backup service writes a dated copy with the leads command and deletes copies older than 14 days", async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), "trabem-units-"))
    const databaseFile = path.join(work, "leads.sqlite")
    const database = await openDatabase(`sqlite:${databaseFile}`)
    const id = await insertLeadRow(database.db, {
      email: "ana@x.es",
      name: "Ana",
    })
    await database.db.destroy()
    const backups = path.join(work, "backups")
    const local = (command: string) =>
      command
        .replaceAll("/usr/bin/node", process.execPath)
        .replaceAll("/var/lib/trabem-backups", backups)
    expect(unitEnvironment(backup).DATABASE_URL).toBe(
      unitEnvironment(web).DATABASE_URL,
    )
    mkdirSync(backups)
    const old = path.join(backups, "leads-2020-01-01.sqlite")
    const recent = path.join(backups, "leads-2020-01-20.sqlite")
    for (const [file, daysAgo] of [
      [old, 15],
      [recent, 13],
    ] as const) {
      writeFileSync(file, "")
      const when = new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000)
      utimesSync(file, when, when)
    }

    for (const directive of ["ExecStart", "ExecStartPost"]) {
      const [program, ...args] = splitCommand(
        local(unitCommand(backup, directive)),
      )
      const run = spawnSync(program ?? "", args, {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}` },
      })
      expect(run.status, `${directive}: ${run.stderr}`).toBe(0)
    }
    const today = new Date().toISOString().slice(0, 10)
    expect(readdirSync(backups).sort()).toEqual(
      [`leads-${today}.sqlite`, path.basename(recent)].sort(),
    )
    const copy = await openDatabase(
      `sqlite:${path.join(backups, `leads-${today}.sqlite`)}`,
    )
    const rows = await copy.db.selectFrom("leads").select("id").execute()
    await copy.db.destroy()
    expect(rows).toEqual([{ id }])
  })
})

/** Splits a systemd command line into words: single quotes group, as systemd reads them. */
function splitCommand(command: string): string[] {
  return [...command.matchAll(/'([^']*)'|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? "",
  )
}
