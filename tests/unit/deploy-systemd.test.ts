import { spawnSync } from "node:child_process"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseEnv as parseEnvFile } from "node:util"
import { describe, expect, it } from "vitest"
import { BACKUP_RETENTION_DAYS } from "../../common/privacy/lead-retention.ts"
import { dailyCopyName } from "../../server/db/backup.ts"
import { openDatabase } from "../../server/db/database.ts"
import { parseEnv } from "../../server/env.ts"
import {
  DEFAULT_PORTS,
  DEFAULT_RESTART,
  instancesFrom,
} from "../../scripts/release/restart.ts"
import { insertLeadRow } from "../../server/testing/lead-rows.ts"
import {
  unitCommand,
  unitEnvironment,
  unitValues,
} from "../support/systemd-unit.ts"

/** The kit's systemd units (deploy/systemd/) and settings file (deploy/web.env), checked by systemd's own tools where they exist. */

const dir = "deploy/systemd"
const web = readFileSync(path.join(dir, "trabem-web@.service"), "utf8")
const backup = readFileSync(path.join(dir, "trabem-backup.service"), "utf8")
const envFile = readFileSync("deploy/web.env", "utf8")
const ENV_FILE = "/etc/trabem/web.env"
/** The units as systemd loads them; the server's template as an instance on port 3001. */
const units = [
  "trabem-web@3001.service",
  "trabem-backup.service",
  "trabem-backup.timer",
  "trabem-publish.service",
  "trabem-publish.timer",
]
/** Outside CI, skipped without systemd-analyze; CI installs it, and fails without it. */
const hasSystemdAnalyze =
  existsSync("/usr/bin/systemd-analyze") || Boolean(process.env.CI)
const DAY_MS = 86_400_000

/** The kit's settings file with the database moved to `databaseFile`, written in `folder`. */
function localEnvFile(folder: string, databaseFile: string): string {
  const file = path.join(folder, "web.env")
  const local = envFile.replace(
    /^DATABASE_URL=.*$/m,
    `DATABASE_URL=sqlite:${databaseFile}`,
  )
  expect(local).not.toBe(envFile)
  writeFileSync(file, local)
  return file
}

describe("the kit's systemd units", () => {
  it.skipIf(!hasSystemdAnalyze)(
    "pass systemd-analyze verify, and every service is rated safe by systemd-analyze security",
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

  it("each server instance runs as its own user, on loopback at the port it is named by, writing only its data folder, with the settings file", () => {
    expect(unitValues(web, "User")).toEqual(["trabem"])
    expect(unitValues(web, "NoNewPrivileges")).toEqual(["yes"])
    expect(unitValues(web, "ProtectSystem")).toEqual(["strict"])
    expect(unitEnvironment(web).PORT).toBe("%i")
    // The file is not optional: the database is named there and nowhere else.
    expect(unitValues(web, "EnvironmentFile")).toEqual([ENV_FILE])
    expect(unitValues(backup, "EnvironmentFile")).toEqual([ENV_FILE])
    expect(unitEnvironment(web).DATABASE_URL).toBeUndefined()
    expect(unitEnvironment(backup).DATABASE_URL).toBeUndefined()
    const shared = parseEnvFile(envFile)
    // What each instance sets itself is not in the shared file, which would override it.
    for (const own of ["HOST", "PORT", "TRUST_PROXY"])
      expect(shared[own], own).toBeUndefined()
    const env = parseEnv({
      ...unitEnvironment(web),
      PORT: "3001",
      ...shared,
    })
    expect(env.HOST).toBe("127.0.0.1")
    expect(env.PORT).toBe(3001)
    // ProtectSystem=strict leaves only the StateDirectory writable: the database must be in it.
    const [stateDirectory] = unitValues(web, "StateDirectory")
    expect(path.dirname(env.DATABASE_URL?.replace(/^sqlite:/, "") ?? "")).toBe(
      `/var/lib/${stateDirectory}`,
    )
  })

  it("the backup service and the operator's leads command read one settings file: a dated copy, and copies 14 days old deleted", async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), "trabem-units-"))
    const databaseFile = path.join(work, "leads.sqlite")
    const settings = localEnvFile(work, databaseFile)
    // Only the file names the database (a DATABASE_URL in the environment
    // would win over it).
    const inherited = { ...process.env }
    delete inherited.DATABASE_URL
    const node = (args: readonly string[], env: NodeJS.ProcessEnv = {}) => {
      const run = spawnSync(process.execPath, args, {
        encoding: "utf8",
        env: { ...inherited, ...env },
      })
      expect(run.status, run.stderr).toBe(0)
      return run.stdout
    }
    // The operator creates the database as docs/operations.md says.
    node([`--env-file=${settings}`, "server/cli/leads.ts", "init"])
    const database = await openDatabase(`sqlite:${databaseFile}`, {
      create: false,
    })
    const id = await insertLeadRow(database.db, {
      email: "ana@x.es",
      name: "Ana",
    })
    await database.db.destroy()

    const backups = path.join(work, "backups")
    mkdirSync(backups)
    const today = new Date()
    const dated = (daysAgo: number) =>
      dailyCopyName(new Date(today.getTime() - daysAgo * DAY_MS))
    const expired = dated(BACKUP_RETENTION_DAYS)
    const kept = dated(BACKUP_RETENTION_DAYS - 1)
    for (const name of [expired, kept, "notes.txt"])
      writeFileSync(path.join(backups, name), "")

    // The unit's command, with the settings file as systemd passes it.
    const [program, ...args] = unitCommand(backup, "ExecStart")
      .replaceAll("/var/lib/trabem-backups", backups)
      .split(" ")
    expect(program).toBe("/usr/bin/node")
    node(args, parseEnvFile(readFileSync(settings, "utf8")))
    expect(readdirSync(backups).sort()).toEqual(
      [dailyCopyName(today), kept, "notes.txt"].sort(),
    )
    const copy = await openDatabase(
      `sqlite:${path.join(backups, dailyCopyName(today))}`,
      { create: false },
    )
    const rows = await copy.db.selectFrom("leads").select("id").execute()
    await copy.db.destroy()
    expect(rows).toEqual([{ id }])
    expect(
      node([
        `--env-file=${settings}`,
        "server/cli/leads.ts",
        "find",
        "--email",
        "ana@x.es",
      ]),
    ).toMatch(new RegExp(`^${id}\\s`, "m"))
  })

  it("every unit runs the live release; the publish timer looks every minute and just after midnight in Madrid, and releases to the instances nginx lists", () => {
    const publish = readFileSync(
      path.join(dir, "trabem-publish.service"),
      "utf8",
    )
    const timer = readFileSync(path.join(dir, "trabem-publish.timer"), "utf8")
    for (const unit of [web, backup, publish])
      expect(unitValues(unit, "WorkingDirectory")).toEqual([
        "/srv/trabem/current",
      ])
    expect(unitCommand(publish, "ExecStart")).toBe(
      "/usr/bin/node scripts/publish.ts --root /srv/trabem",
    )
    expect(unitValues(publish, "User")).toEqual(["trabem"])
    expect(unitValues(publish, "ReadWritePaths")).toEqual(["/srv/trabem"])
    expect(unitValues(timer, "OnCalendar")).toEqual([
      "minutely",
      "*-*-* 00:00:30 Europe/Madrid",
    ])
    const [settingsFile] = unitValues(publish, "EnvironmentFile")
    expect(settingsFile).toBe("/etc/trabem/publish.env")
    const settings = parseEnvFile(readFileSync("deploy/publish.env", "utf8"))
    const instances = instancesFrom(settings)
    expect(instances).toEqual(instancesFrom({}))
    expect(settings.RELEASE_PORTS).toBe(DEFAULT_PORTS)
    expect(settings.RELEASE_RESTART).toBe(DEFAULT_RESTART)
    // The release restarts the instances nginx sends requests to, as units
    // of the kit's template.
    const site = readFileSync("deploy/nginx/trabem.conf", "utf8")
    const upstream = /upstream trabem_web \{([^}]*)\}/.exec(site)?.[1] ?? ""
    expect(
      [...upstream.matchAll(/server 127\.0\.0\.1:(\d+)\b/g)].map((m) =>
        Number(m[1]),
      ),
    ).toEqual(instances.ports)
    expect(instances.restart.replace("{port}", "3001")).toBe(
      "systemctl restart trabem-web@3001",
    )
  })
})
