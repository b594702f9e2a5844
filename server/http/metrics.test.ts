import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MailSink } from "../../tests/support/mail-sink.ts"
import { buildApp } from "../app.ts"
import { parseEnv } from "../env.ts"
import { testDatabases } from "../testing/databases.ts"
import { freePort } from "../testing/free-port.ts"
import { fakeBuild, fastOutbox, validLead } from "../testing/harness.ts"
import { waitFor } from "../testing/wait-for.ts"

describe("metrics on their own loopback port", () => {
  const sink = new MailSink()
  let app: Awaited<ReturnType<typeof buildApp>>
  let metricsUrl = ""

  beforeAll(async () => {
    const [sqlite] = testDatabases()
    const smtpPort = await sink.start(await freePort())
    const metricsPort = await freePort()
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
    app = await buildApp({
      env: parseEnv({
        BUILD_DIR: fakeBuild(),
        DATABASE_URL: await sqlite?.url(),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        RATE_LIMIT_PER_HOUR: "2",
        METRICS_PORT: String(metricsPort),
      }),
      logger: { level: "silent" },
      outbox: fastOutbox,
    })
    await app.ready()
  })

  afterAll(async () => {
    await app.close()
    await sink.stop()
  })

  const post = (payload: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    })

  it("counts leads stored and sent, refusals by reason, the rate limit, the outbox and request durations", async () => {
    expect((await post(validLead)).statusCode).toBe(201)
    expect((await post({ ...validLead, email: "no" })).statusCode).toBe(400)
    expect((await post({ ...validLead, website: "x" })).statusCode).toBe(201)
    expect((await post(validLead)).statusCode).toBe(201)
    expect((await post(validLead)).statusCode).toBe(429)
    await waitFor(() => sink.messages.length === 2)

    let text = ""
    await waitFor(async () => {
      text = await (await fetch(metricsUrl)).text()
      return /^trabem_leads_sent_total 2$/m.test(text)
    })
    const response = await fetch(metricsUrl)
    expect(response.headers.get("content-type")).toMatch(
      /^text\/plain; version=0\.0\.4/,
    )
    expect(text).toMatch(/^trabem_leads_stored_total 2$/m)
    expect(text).toMatch(/^trabem_leads_failed_total 0$/m)
    expect(text).toMatch(/^trabem_lead_send_failures_total 0$/m)
    expect(text).toMatch(
      /^trabem_contact_refusals_total\{reason="invalid"\} 1$/m,
    )
    expect(text).toMatch(
      /^trabem_contact_refusals_total\{reason="honeypot"\} 1$/m,
    )
    expect(text).toMatch(
      /^trabem_contact_refusals_total\{reason="rate_limited"\} 1$/m,
    )
    expect(text).toMatch(/^trabem_contact_rate_limited_total 1$/m)
    expect(text).toMatch(/^trabem_outbox_pending 0$/m)
    expect(text).toMatch(/^trabem_outbox_oldest_pending_seconds 0$/m)
    expect(text).toMatch(/^trabem_outbox_failed 0$/m)
    expect(text).toMatch(
      /^trabem_http_request_duration_seconds_count\{method="POST",route="\/api\/contact",status_code="201"\} 3$/m,
    )
    expect(text).toMatch(/^process_cpu_user_seconds_total /m)
    expect(text).not.toContain(validLead.email)
  })

  it("is not on the public port, and the metrics port serves nothing else", async () => {
    const publicAnswer = await app.inject({ url: "/metrics" })
    expect(publicAnswer.statusCode).toBe(404)
    expect(publicAnswer.body).not.toContain("trabem_")
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404)
  })

  it("counts each failed attempt to send a lead", async () => {
    const [sqlite] = testDatabases()
    const port = await freePort()
    const down = await buildApp({
      env: parseEnv({
        BUILD_DIR: fakeBuild(),
        DATABASE_URL: await sqlite?.url(),
        // Nothing listens there: every attempt fails.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        METRICS_PORT: String(port),
      }),
      logger: { level: "silent" },
      outbox: fastOutbox,
    })
    try {
      await down.ready()
      const answer = await down.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(validLead),
      })
      expect(answer.statusCode).toBe(201)
      let text = ""
      await waitFor(async () => {
        text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
        return /^trabem_lead_send_failures_total [2-9]\d*$/m.test(text)
      })
      expect(text).toMatch(/^trabem_leads_failed_total 0$/m)
      expect(text).toMatch(/^trabem_outbox_pending 1$/m)
    } finally {
      await down.close()
    }
  })

  it("listens on loopback unless METRICS_HOST says otherwise", () => {
    expect(parseEnv({ METRICS_PORT: "9464" }).METRICS_HOST).toBe("127.0.0.1")
    expect(() => parseEnv({ METRICS_PORT: "0" })).toThrow("METRICS_PORT")
  })
})
