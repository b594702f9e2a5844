import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MailSink } from "../tests/support/mail-sink.ts"
import { openDatabase } from "./db/database.ts"
import { findLead } from "./db/leads.ts"
import { freePort } from "./testing/free-port.ts"
import { startServerProcess } from "./testing/server-process.ts"
import { fakeBuild, validLead } from "./testing/harness.ts"
import { waitFor } from "./testing/wait-for.ts"
import { testDatabases } from "./testing/databases.ts"

/**
 * Posts leads from `workers` concurrent clients until `stop()` (or until
 * the server refuses to connect); keeps the ids answered 201 and every
 * other status answered.
 */
function burst(port: number, workers = 8) {
  let running = true
  const ids: number[] = []
  const others: number[] = []
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = 0; running; i++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            ...validLead,
            name: `Cliente ${worker}-${i}`,
          }),
        })
        if (response.status === 201) ids.push((await response.json()).id)
        else others.push(response.status)
      } catch {
        return
      }
    }
  })
  return {
    ids,
    others,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

describe.each(testDatabases())("server process on $name", ({ url }) => {
  const sink = new MailSink()
  let env: Record<string, string>

  beforeAll(async () => {
    const smtpPort = await sink.start()
    env = {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      BUILD_DIR: fakeBuild(),
      DATABASE_URL: await url(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: "leads@trabem.test",
      RATE_LIMIT_PER_HOUR: "100000",
      LOG_LEVEL: "warn",
      OUTBOX_LEASE_SECONDS: "2",
    }
  })
  afterAll(() => sink.stop())

  it("keeps and delivers every lead answered 201 when killed with SIGKILL mid-burst", async () => {
    let server = await startServerProcess(env)
    const load = burst(Number(env.PORT))
    await waitFor(() => load.ids.length >= 60, 20_000)
    server.kill("SIGKILL")
    await once(server, "exit")
    await load.stop()
    const answered = [...load.ids]
    expect(answered.length).toBeGreaterThanOrEqual(60)

    server = await startServerProcess(env)
    try {
      const database = await openDatabase(env.DATABASE_URL)
      try {
        for (const id of answered)
          expect(await findLead(database.db, id), `lead ${id}`).toBeDefined()
        await waitFor(
          () => answered.every((id) => sink.countsByLead().has(String(id))),
          30_000,
        )
        await waitFor(async () => {
          for (const id of answered)
            if ((await findLead(database.db, id))?.status !== "sent")
              return false
          return true
        }, 10_000)
      } finally {
        await database.db.destroy()
      }
    } finally {
      server.kill("SIGTERM")
      await once(server, "exit")
    }
  }, 120_000)

  it("stops gracefully on SIGTERM: answers what reaches it (never 503) until its clients are gone, and exits 0", async () => {
    const server = await startServerProcess(env)
    const load = burst(Number(env.PORT), 4)
    await waitFor(() => load.ids.length >= 20, 20_000)
    server.kill("SIGTERM")
    const [code] = (await once(server, "exit")) as [number | null]
    await load.stop()
    expect(code).toBe(0)
    expect(load.others).toEqual([])
    const database = await openDatabase(env.DATABASE_URL)
    try {
      for (const id of load.ids)
        expect(await findLead(database.db, id)).toBeDefined()
    } finally {
      await database.db.destroy()
    }
  }, 60_000)
})

describe("two server processes on one SQLite file", () => {
  it("store every lead both acknowledge while both write at once, and answer nothing but 201", async () => {
    const [sqlite] = testDatabases()
    const databaseUrl = (await sqlite?.url()) ?? ""
    const build = fakeBuild()
    const servers = []
    const ports: number[] = []
    // One after the other, as a release restarts them: the first creates the file.
    for (let i = 0; i < 2; i++) {
      const port = await freePort()
      ports.push(port)
      servers.push(
        await startServerProcess({
          PORT: String(port),
          HOST: "127.0.0.1",
          BUILD_DIR: build,
          DATABASE_URL: databaseUrl,
          RATE_LIMIT_PER_HOUR: "100000",
          LOG_LEVEL: "warn",
        }),
      )
    }
    const loads = ports.map((port) => burst(port, 4))
    try {
      await waitFor(() => loads.every((load) => load.ids.length >= 40), 30_000)
    } finally {
      await Promise.all(loads.map((load) => load.stop()))
      for (const server of servers) {
        server.kill("SIGTERM")
        await once(server, "exit")
      }
    }
    const ids = loads.flatMap((load) => load.ids)
    expect(loads.flatMap((load) => load.others)).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    const database = await openDatabase(databaseUrl, { create: false })
    try {
      for (const id of ids)
        expect(await findLead(database.db, id), `lead ${id}`).toBeDefined()
    } finally {
      await database.db.destroy()
    }
  }, 60_000)
})
