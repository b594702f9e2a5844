import { afterEach, describe, expect, it, vi } from "vitest"
import { MailSink } from "../../tests/support/mail-sink.ts"
import { runLeadsCommand } from "../cli/leads.ts"
import { countLeads, findLead, listLeads, retryLead } from "../db/leads.ts"
import { startApi, validLead, type ApiHarness } from "../testing/harness.ts"
import { waitFor } from "../testing/wait-for.ts"
import { testDatabases } from "../testing/databases.ts"
import { defaultOutboxOptions, retryDelayMs } from "./outbox-options.ts"

describe("retry timing", () => {
  it("doubles from seconds and stops growing at 15 minutes", () => {
    const delays = [1, 2, 3, 4, 10, 20].map((attempts) =>
      retryDelayMs(attempts, defaultOutboxOptions),
    )
    expect(delays.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000])
    expect(delays[4]).toBe(15 * 60_000)
    expect(delays[5]).toBe(15 * 60_000)
  })
})

describe.each(testDatabases())("outbox on $name", ({ name, url }) => {
  const open: Array<{ close(): Promise<void> }> = []
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close()
  })

  async function submit(api: ApiHarness, count: number) {
    const ids: number[] = []
    for (let i = 0; i < count; i++) {
      const response = await api.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ ...validLead, name: `Cliente ${i}` }),
      })
      expect(response.statusCode).toBe(201)
      ids.push(response.json<{ id: number }>().id)
    }
    return ids
  }

  it("keeps 200 leads while SMTP is down and delivers each exactly once when it is back", async () => {
    const api = await startApi({
      databaseUrl: await url(),
      smtpUp: false,
      outbox: { maxAttempts: 1000 },
    })
    open.push(api)
    const ids = await submit(api, 200)
    await waitFor(async () => {
      const leads = await listLeads(api.app.leads.database.db)
      return leads.filter((lead) => lead.last_error !== null).length === 200
    }, 20_000)
    const waiting = await listLeads(api.app.leads.database.db)
    expect(
      waiting.every((lead) => lead.status === "pending" && lead.last_error),
    ).toBe(true)

    await api.sink.start(api.smtpPort)
    await waitFor(() => api.sink.messages.length >= 200, 30_000)
    await waitFor(
      async () =>
        (await listLeads(api.app.leads.database.db, { status: "sent" }))
          .length === 200,
      10_000,
    )
    // The server stops once its sends under way are done: nothing can arrive after this.
    await api.close()
    const counts = api.sink.countsByLead()
    expect(counts.size).toBe(200)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
    expect([...counts.keys()].sort()).toEqual(ids.map(String).sort())
  })

  it("gives up after the last attempt with a visible failed status, and delivers after a manual retry", async () => {
    const api = await startApi({
      databaseUrl: await url(),
      smtpUp: false,
      outbox: { maxAttempts: 3 },
    })
    open.push(api)
    const [id = 0] = await submit(api, 1)
    const db = api.app.leads.database.db
    await waitFor(async () => (await findLead(db, id))?.status === "failed")
    const failed = await findLead(db, id)
    expect(failed?.attempts).toBe(3)
    expect(failed?.last_error).toMatch(/ECONNREFUSED|connect/i)

    await api.sink.start(api.smtpPort)
    expect(await retryLead(db, id)).toBe(true)
    await waitFor(async () => (await findLead(db, id))?.status === "sent")
    expect(api.sink.messages).toHaveLength(1)
  })

  it("retry --pending sends the leads waiting for their next attempt at once, once the mail server is back", async () => {
    const databaseUrl = await url()
    // After a failed attempt, a lead waits ten minutes for the next.
    const api = await startApi({
      databaseUrl,
      smtpUp: false,
      outbox: { baseDelayMs: 600_000, maxDelayMs: 600_000 },
    })
    open.push(api)
    const ids = await submit(api, 3)
    const db = api.app.leads.database.db
    await waitFor(async () =>
      (await listLeads(db)).every((lead) => lead.last_error !== null),
    )
    await api.sink.start(api.smtpPort)
    process.env.DATABASE_URL = databaseUrl
    const printed: string[] = []
    vi.spyOn(console, "log").mockImplementation((line: string) => {
      printed.push(line)
    })
    try {
      expect(await runLeadsCommand(["retry", "--pending"])).toBe(0)
    } finally {
      vi.restoreAllMocks()
      delete process.env.DATABASE_URL
    }
    expect(printed).toEqual([
      `3 pending lead(s) are due now (ids ${ids.join(", ")}); a running server with SMTP_URL sends them within seconds.`,
    ])
    await waitFor(() => api.sink.messages.length === 3)
    expect([...api.sink.countsByLead().keys()].sort()).toEqual(
      ids.map(String).sort(),
    )
  })

  // Several processes share PostgreSQL; SQLite serves one process (in one
  // thread, three SQLite connections would only wait on each other's locks).
  it.skipIf(name === "sqlite")(
    "never sends a lead twice when several servers share the database",
    async () => {
      const databaseUrl = await url()
      const sink = new MailSink()
      // The shared inbox closes last, after every server that sends to it.
      open.push({ close: () => sink.stop() })
      const first = await startApi({ databaseUrl, smtpUp: false })
      open.push(first)
      const port = first.smtpPort
      const others = [
        await startApi({ databaseUrl, smtpUp: false, smtpPort: port }),
        await startApi({ databaseUrl, smtpUp: false, smtpPort: port }),
      ]
      open.push(...others)
      // All three workers find 90 leads due at once when the inbox opens.
      const ids = await submit(first, 90)
      await sink.start(port)
      await waitFor(() => sink.messages.length >= 90, 30_000)
      const db = first.app.leads.database.db
      await waitFor(
        async () => (await listLeads(db, { status: "sent" })).length === 90,
        10_000,
      )
      expect(await countLeads(db)).toBe(ids.length)
      // Each server stops once its sends under way are done: nothing can arrive after this.
      await Promise.all([first, ...others].map((api) => api.close()))
      const counts = sink.countsByLead()
      expect(counts.size).toBe(90)
      expect([...counts.values()].every((n) => n === 1)).toBe(true)
    },
  )
})
