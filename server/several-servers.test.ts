import type { ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import { once } from "node:events"
import { afterAll, describe, expect, it } from "vitest"
import { MailSink } from "../tests/support/mail-sink.ts"
import { openDatabase } from "./db/database.ts"
import { listLeads } from "./db/leads.ts"
import { testDatabases } from "./testing/databases.ts"
import { freePort } from "./testing/free-port.ts"
import { fakeBuild, startApi, validLead } from "./testing/harness.ts"
import { startServerProcess } from "./testing/server-process.ts"
import { waitFor } from "./testing/wait-for.ts"
import { WebhookReceiver } from "./testing/webhook-receiver.ts"

/**
 * Several server processes on one PostgreSQL, as the kit runs them
 * (trabem-web@.service behind nginx's upstream): the outbox's leases, the
 * rate limit's counters and keys and the delivery incident live in the
 * database, so together they behave as one server.
 */

const LIMIT = 5
const postgres = testDatabases().find(
  (database) => database.name === "postgres",
)

/** What one submission came to: its final answer, after retrying on another server if its server died. */
interface Answer {
  readonly status: number
  readonly id?: number
}

describe.skipIf(!postgres)(
  postgres
    ? "three servers on one PostgreSQL"
    : "three servers on one PostgreSQL: skipped, TEST_DATABASE_URL is not set",
  () => {
    const sink = new MailSink()
    const servers: Array<ChildProcess | undefined> = []
    afterAll(async () => {
      for (const server of servers) server?.kill("SIGTERM")
      await sink.stop()
    })

    it("every acknowledged lead is stored and mailed though one is killed mid-burst, and a client gets the limit once across them", async () => {
      const smtpPort = await sink.start()
      const databaseUrl = (await postgres?.url()) ?? ""
      const build = fakeBuild()
      const ports = [await freePort(), await freePort(), await freePort()]
      const started = await Promise.allSettled(
        ports.map((port, i) =>
          startServerProcess({
            PORT: String(port),
            HOST: "127.0.0.1",
            BUILD_DIR: build,
            DATABASE_URL: databaseUrl,
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            CONTACT_TO: "leads@trabem.test",
            // Which server sent a message, read from its From.
            MAIL_FROM: `web${i}@trabem.test`,
            RATE_LIMIT_PER_HOUR: String(LIMIT),
            // The client is the address in X-Forwarded-For, as behind nginx.
            TRUST_PROXY: "loopback",
            // Short, so the killed server's claims are retaken within the
            // test, yet longer than a send takes on a loaded machine: a
            // lease that runs out mid-send lets a second server mail it too.
            OUTBOX_LEASE_SECONDS: "6",
            LOG_LEVEL: "error",
          }),
        ),
      )
      for (const start of started)
        if (start.status === "fulfilled") servers.push(start.value)
        else throw start.reason
      const killed = 2
      const dead = new Set<number>()

      /**
       * Posts one lead to server `first`; when that server is gone (or
       * dies with the request), the same request, with the same
       * Idempotency-Key, goes to the next one, as a browser's retry would.
       */
      async function submit(first: number, client: string, name: string) {
        const key = randomUUID()
        for (let hop = 0; hop < 3; hop++) {
          const server = (first + hop) % 3
          if (dead.has(server)) continue
          try {
            const response = await fetch(
              `http://127.0.0.1:${ports[server]}/api/contact`,
              {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  "idempotency-key": key,
                  "x-forwarded-for": client,
                },
                body: JSON.stringify({ ...validLead, name }),
              },
            )
            const body = (await response.json()) as { id?: number }
            return { status: response.status, id: body.id } as Answer
          } catch {
            continue
          }
        }
        throw new Error("no server answered")
      }

      // 300 visitors, one lead each, and one client sending 30, spread
      // over the three servers, 15 at a time; one server is killed once
      // 100 leads are acknowledged.
      const jobs = Array.from({ length: 330 }, (_, n) =>
        n % 11 === 5
          ? { greedy: true, client: "203.0.113.9", name: `Insistente ${n}` }
          : {
              greedy: false,
              client: `10.1.${Math.floor(n / 200)}.${n % 200}`,
              name: `Visitante ${n}`,
            },
      )
      const answers: Array<Answer & { readonly greedy: boolean }> = []
      let next = 0
      let acknowledged = 0
      await Promise.all(
        Array.from({ length: 15 }, async () => {
          for (let n = next++; n < jobs.length; n = next++) {
            const job = jobs[n]
            if (!job) break
            const answer = await submit(n % 3, job.client, job.name)
            answers.push({ ...answer, greedy: job.greedy })
            if (answer.status === 201 && ++acknowledged === 100) {
              servers[killed]?.kill("SIGKILL")
              dead.add(killed)
            }
          }
        }),
      )
      expect(dead.has(killed)).toBe(true)

      const visitors = answers.filter((answer) => !answer.greedy)
      const greedy = answers.filter((answer) => answer.greedy)
      expect(visitors.map((answer) => answer.status)).toEqual(
        Array(300).fill(201),
      )
      const greedyAccepted = greedy.filter((answer) => answer.status === 201)
      expect(greedy).toHaveLength(30)
      expect(greedyAccepted.length).toBeLessThanOrEqual(LIMIT)
      expect(greedyAccepted.length).toBeGreaterThan(0)
      expect(
        greedy.filter((answer) => answer.status === 429).length +
          greedyAccepted.length,
      ).toBe(30)

      const acknowledgedIds = [...visitors, ...greedyAccepted].map(
        (answer) => answer.id ?? 0,
      )
      const database = await openDatabase(databaseUrl, { create: false })
      try {
        await waitFor(
          () =>
            acknowledgedIds.every((id) => sink.countsByLead().has(String(id))),
          30_000,
        )
        await waitFor(
          async () =>
            (await listLeads(database.db, { status: "pending" })).length === 0,
        )
        const stored = await listLeads(database.db, { limit: 10_000 })
        expect(stored.map((lead) => lead.id).sort((a, b) => a - b)).toEqual(
          [...new Set(acknowledgedIds)].sort((a, b) => a - b),
        )
        expect(stored.every((lead) => lead.status === "sent")).toBe(true)
      } finally {
        await database.db.destroy()
      }
      // The living servers stop once their sends under way are done: nothing arrives after this.
      await Promise.all(
        servers.map(async (server, i) => {
          if (i === killed || !server) return
          server.kill("SIGTERM")
          await once(server, "exit")
        }),
      )
      servers.length = 0
      // A lead mailed twice was claimed by the killed server first: one copy is its own.
      for (const [id, count] of sink.countsByLead()) {
        if (count === 1) continue
        const senders = sink.messages
          .filter((message) => message.leadId === id)
          .map((message) => message.headers.from ?? "")
        expect(count, `lead ${id}`).toBe(2)
        expect(
          senders.filter((from) => from.includes(`web${killed}@`)),
          `lead ${id}`,
        ).toHaveLength(1)
      }
    }, 60_000)

    it("one delivery incident gives one alert and one recovery, not one per server", async () => {
      const databaseUrl = (await postgres?.url()) ?? ""
      const webhook = new WebhookReceiver()
      const alertWebhookUrl = await webhook.start()
      const first = await startApi({
        databaseUrl,
        smtpUp: false,
        alertWebhookUrl,
        // Checks run when the test says (and when a lead is sent), not on a timer.
        alerts: { pendingMs: 1, checkEveryMs: 3_600_000 },
      })
      const others = await Promise.all(
        [1, 2].map(() =>
          startApi({
            databaseUrl,
            smtpUp: false,
            smtpPort: first.smtpPort,
            alertWebhookUrl,
            alerts: { pendingMs: 1, checkEveryMs: 3_600_000 },
          }),
        ),
      )
      const apis = [first, ...others]
      try {
        for (const api of apis)
          expect(
            (
              await api.app.inject({
                method: "POST",
                url: "/api/contact",
                headers: { "content-type": "application/json" },
                payload: JSON.stringify(validLead),
              })
            ).statusCode,
          ).toBe(201)
        const checkAll = () =>
          Promise.all(apis.map((api) => api.app.leads.alerts.check()))
        // All three look at once, until the oldest lead has waited too long
        // (a second, as ages are counted), then twice more.
        await waitFor(async () => {
          await checkAll()
          return webhook.messages.length > 0
        })
        await checkAll()
        await checkAll()
        expect(webhook.messages).toHaveLength(1)
        expect(String(webhook.messages[0]?.text)).toMatch(
          /leads are not reaching the inbox/,
        )

        await first.sink.start(first.smtpPort)
        await waitFor(() => first.sink.messages.length === 3)
        // A lead counts as sent once its server has heard the mail server's
        // answer and written it down, a moment after the mail arrives.
        await waitFor(async () => {
          await checkAll()
          return webhook.messages.length > 1
        })
        await checkAll()
        await checkAll()
        expect(webhook.messages.map((message) => message.text)).toEqual([
          expect.stringMatching(/leads are not reaching the inbox/),
          expect.stringMatching(/lead delivery has recovered/),
        ])
      } finally {
        for (const api of apis.reverse()) await api.close()
        await webhook.stop()
      }
    })
  },
)
