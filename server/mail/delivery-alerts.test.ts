import { SMTPServer } from "smtp-server"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { outboxState } from "../db/leads.ts"
import { testDatabases } from "../testing/databases.ts"
import { freePort } from "../testing/free-port.ts"
import { startApi, validLead, type ApiHarness } from "../testing/harness.ts"
import { waitFor } from "../testing/wait-for.ts"
import { WebhookReceiver } from "../testing/webhook-receiver.ts"
import { runLeadsCommand } from "../cli/leads.ts"
import { quotedError } from "./delivery-alerts.ts"

/** An SMTP server on loopback that refuses every recipient while `refusing` holds, then accepts. */
class FlakySmtp {
  refusing = true
  accepted = 0
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (!this.refusing) return callback()
      const error = new Error("Mailbox unavailable, try again later")
      Object.assign(error, { responseCode: 451 })
      callback(error)
    },
    onData: (stream, _session, callback) => {
      stream.resume()
      stream.on("end", () => {
        this.accepted += 1
        callback()
      })
    },
  })

  async start(port: number) {
    await new Promise<void>((resolve) =>
      this.server.listen(port, "127.0.0.1", () => resolve()),
    )
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

/** Three visitors whose details must never reach an alert. */
const visitors = [
  {
    name: "Ana López",
    email: "ana@clinica.es",
    company: "Clínica Sol",
    phone: "+34 600 111 222",
  },
  {
    name: "Bruno Díaz",
    email: "bruno@taller.es",
    company: "Talleres Díaz",
    phone: "+34 611 222 333",
  },
  {
    name: "Carla Ruiz",
    email: "carla@cantera.es",
    company: "Áridos Ruiz",
    phone: "+34 622 333 444",
  },
].map((visitor, i) => ({
  ...validLead,
  ...visitor,
  message: `Necesitamos presupuesto número ${i + 1} para el correo de la empresa.`,
}))

function expectNoPersonalData(text: string) {
  for (const visitor of visitors)
    for (const value of [
      visitor.name,
      visitor.email,
      visitor.company,
      visitor.phone,
      visitor.message,
      visitor.subject,
    ])
      expect(text).not.toContain(value)
  expect(text).not.toMatch(/@/)
}

describe("the mail server's error as an alert quotes it", () => {
  it("is one printable line of at most 300 characters, showing no address but the site's own", () => {
    const own = ["web@trabem.es", "info@trabem.es"]
    expect(
      quotedError(
        "550 5.1.1 <info@trabem.es>: Recipient address rejected\r\n(reply-to ana.lopez@clinica.es)\u001b[2J",
        own,
      ),
    ).toBe(
      "550 5.1.1 <info@trabem.es>: Recipient address rejected (reply-to [address])\\u001b[2J",
    )
    expect(quotedError("x".repeat(400), own)).toHaveLength(300)
  })
})

describe.each(testDatabases())("delivery alerts on $name", ({ url }) => {
  let smtp: FlakySmtp
  let webhook: WebhookReceiver
  let api: ApiHarness
  let databaseUrl: string

  beforeEach(async () => {
    webhook = new WebhookReceiver()
    smtp = new FlakySmtp()
  })

  afterEach(async () => {
    await api.close()
    await smtp.stop()
    await webhook.stop()
  })

  async function start(options: {
    maxAttempts: number
    pendingMs: number
    smtpUp: boolean
  }) {
    const smtpPort = await freePort()
    if (options.smtpUp) await smtp.start(smtpPort)
    databaseUrl = await url()
    api = await startApi({
      databaseUrl,
      smtpUp: false,
      smtpPort,
      alertWebhookUrl: await webhook.start(),
      outbox: { maxAttempts: options.maxAttempts },
      alerts: { pendingMs: options.pendingMs, checkEveryMs: 50 },
    })
    for (const visitor of visitors) {
      const answer = await api.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(visitor),
      })
      expect(answer.statusCode).toBe(201)
    }
    return smtpPort
  }

  const texts = () => webhook.messages.map((message) => String(message.text))

  it("a refusing mail server: one alert for the incident, one when delivery recovers, no visitor's data", async () => {
    await start({ maxAttempts: 2, pendingMs: 60 * 60_000, smtpUp: true })
    const { db } = api.app.leads.database
    await waitFor(async () => (await outboxState(db)).failed === 3)
    await waitFor(() => webhook.messages.length >= 1)

    const health = await api.app.inject({ url: "/healthz" })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({
      status: "ok",
      outbox: { pending: 0, oldestPendingSeconds: 0, failed: 3 },
    })

    smtp.refusing = false
    process.env.DATABASE_URL = databaseUrl
    vi.spyOn(console, "log").mockImplementation(() => undefined)
    expect(await runLeadsCommand(["retry", "--failed"])).toBe(0)
    vi.restoreAllMocks()
    delete process.env.DATABASE_URL
    await waitFor(() => webhook.messages.length >= 2)
    await waitFor(async () => (await outboxState(db)).pending === 0)

    expect(smtp.accepted).toBe(3)
    const [alert, recovery] = texts()
    expect(texts()).toHaveLength(2)
    expect(alert).toMatch(
      /^www\.trabem\.es: leads are not reaching the inbox: a lead could not be e-mailed after every attempt and is marked failed\. Outbox: \d pending.*, [1-3] failed\. The mail server's last error: "[^"]*451 Mailbox unavailable, try again later"\. Check SMTP_URL and the mail server, then send the failed leads again with `npm run leads -- retry --failed`/,
    )
    expect(recovery).toMatch(
      /^www\.trabem\.es: lead delivery has recovered, leads reach the inbox again\./,
    )
    for (const text of texts()) expectNoPersonalData(text)
  })

  it("a mail server that is down: one alert once the oldest lead waits too long, one when it is back", async () => {
    const smtpPort = await start({
      maxAttempts: 1000,
      pendingMs: 300,
      smtpUp: false,
    })
    await waitFor(() => webhook.messages.length >= 1)
    const health = await api.app.inject({ url: "/healthz" })
    expect(health.json()).toMatchObject({ outbox: { pending: 3, failed: 0 } })

    await smtp.start(smtpPort)
    smtp.refusing = false
    await waitFor(() => webhook.messages.length >= 2, 20_000)
    const [alert, recovery] = texts()
    expect(texts()).toHaveLength(2)
    expect(alert).toMatch(
      /leads are not reaching the inbox: the oldest pending lead has waited more than 0 s\. Outbox: 3 pending \(the oldest waiting \d+ s\), 0 failed\. The mail server's last error: "connect ECONNREFUSED 127\.0\.0\.1:\d+"\. Check SMTP_URL and the mail server, then send the pending ones now with `npm run leads -- retry --pending`/,
    )
    // Nothing failed for good: no command for failed leads.
    expect(alert).not.toContain("--failed")
    expect(recovery).toMatch(/lead delivery has recovered/)
    expect(smtp.accepted).toBe(3)
    for (const text of texts()) expectNoPersonalData(text)
  })
})
