import type { ChildProcess } from "node:child_process"
import Sqlite from "better-sqlite3"
import { copyFileSync, mkdtempSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it, vi } from "vitest"
import { runLeadsCommand } from "../cli/leads.ts"
import { freePort } from "../testing/free-port.ts"
import { fakeBuild, validLead } from "../testing/harness.ts"
import { startServerProcess } from "../testing/server-process.ts"
import { openDatabase } from "./database.ts"

describe("backup while the server writes", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "trabem-backup-"))
  const databaseUrl = `sqlite:${path.join(dir, "leads.sqlite")}`
  let server: ChildProcess | undefined
  afterAll(() => {
    server?.kill("SIGTERM")
  })

  it("holds every lead answered 201 before the backup began, taken during a burst of 200 submissions", async () => {
    const port = await freePort()
    server = await startServerProcess({
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: fakeBuild(),
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_HOUR: "10000",
      LOG_LEVEL: "warn",
    })
    const submit = async (n: number) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://www.trabem.es",
        },
        body: JSON.stringify({ ...validLead, name: `Visitante ${n}` }),
      })
      expect(response.status).toBe(201)
      return ((await response.json()) as { id: number }).id
    }

    const answered = new Set<number>()
    let answeredBeforeBackup: number[] | undefined
    let backup: Promise<number> | undefined
    const file = path.join(dir, "copy.sqlite")
    let next = 0
    // 20 submissions in flight at a time; the backup starts after the 80th answer.
    const senders = Array.from({ length: 20 }, async () => {
      while (next < 200) {
        const id = await submit(next++)
        answered.add(id)
        if (answered.size === 80 && !backup) {
          answeredBeforeBackup = [...answered]
          vi.spyOn(console, "log").mockImplementation(() => undefined)
          process.env.DATABASE_URL = databaseUrl
          backup = runLeadsCommand(["backup", file])
        }
      }
    })
    await Promise.all(senders)
    expect(await backup).toBe(0)
    vi.restoreAllMocks()
    delete process.env.DATABASE_URL
    expect(answered.size).toBe(200)

    const copy = new Sqlite(file, { readonly: true })
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok")
    copy.close()
    // Restoring is putting the copy in the database's place.
    const restoredFile = path.join(dir, "restored.sqlite")
    copyFileSync(file, restoredFile)
    const restored = await openDatabase(`sqlite:${restoredFile}`)
    const ids = new Set(
      (await restored.db.selectFrom("leads").select("id").execute()).map(
        (row) => row.id,
      ),
    )
    await restored.db.destroy()
    expect(answeredBeforeBackup).toHaveLength(80)
    for (const id of answeredBeforeBackup ?? []) expect(ids).toContain(id)
    // A copy of one moment: some of the burst, not necessarily all of it.
    expect(ids.size).toBeGreaterThanOrEqual(80)
    expect(ids.size).toBeLessThanOrEqual(200)
  })
})
