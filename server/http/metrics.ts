import type { FastifyInstance } from "fastify"
import { createServer, type Server } from "node:http"
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from "prom-client"
import type { Database } from "#server/db/database.ts"
import { outboxState, type OutboxState } from "#server/db/leads.ts"
import { oldestPendingSeconds } from "#server/mail/delivery-alerts.ts"
import { refusalOf } from "#server/routes/contact-answer.ts"

/**
 * Prometheus metrics, served on their own listener (METRICS_PORT, on
 * METRICS_HOST, loopback by default), never on the public port. Counts
 * and durations only: no address, no visitor's data, and routes as their
 * patterns, so a scanner's paths cannot multiply the series.
 */
export interface Metrics {
  readonly registry: Registry
  readonly leadStored: () => void
  readonly leadSent: () => void
  readonly leadFailed: () => void
  readonly sendFailed: () => void
}

export function createMetrics(
  app: FastifyInstance,
  database: Database,
): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const counter = (name: string, help: string) =>
    new Counter({ name, help, registers: [registry] })
  const stored = counter(
    "trabem_leads_stored_total",
    "Leads stored by the contact API",
  )
  const sent = counter("trabem_leads_sent_total", "Leads e-mailed to the inbox")
  const failed = counter(
    "trabem_leads_failed_total",
    "Leads that failed for good after every attempt",
  )
  const sendFailures = counter(
    "trabem_lead_send_failures_total",
    "Attempts to e-mail a lead that failed, each retry counted (the lead stays pending until its last attempt)",
  )
  const refused = new Counter({
    name: "trabem_contact_refusals_total",
    help: "Contact submissions answered without being stored, by reason",
    labelNames: ["reason"] as const,
    registers: [registry],
  })
  const limited = counter(
    "trabem_contact_rate_limited_total",
    "Contact submissions refused by the rate limit",
  )
  const duration = new Histogram({
    name: "trabem_http_request_duration_seconds",
    help: "Time to answer a request",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  // The outbox's state is read from the database when scraped, so every
  // process reports the same queue.
  let state: Promise<OutboxState> | undefined
  const readState = () =>
    (state ??= outboxState(database.db).finally(() => (state = undefined)))
  const gauge = (
    name: string,
    help: string,
    read: (outbox: OutboxState) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(read(await readState()))
      },
    })
  gauge(
    "trabem_outbox_pending",
    "Leads waiting to be e-mailed",
    (o) => o.pending,
  )
  gauge(
    "trabem_outbox_oldest_pending_seconds",
    "How long the oldest pending lead has waited",
    (o) => oldestPendingSeconds(o),
  )
  gauge(
    "trabem_outbox_failed",
    "Leads failed for good, waiting for npm run leads -- retry --failed",
    (o) => o.failed,
  )

  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
    const reason = refusalOf(request)
    if (reason) refused.inc({ reason })
    if (reason === "rate_limited") limited.inc()
  })

  return {
    registry,
    leadStored: () => stored.inc(),
    leadSent: () => sent.inc(),
    leadFailed: () => failed.inc(),
    sendFailed: () => sendFailures.inc(),
  }
}

/** The metrics listener: GET /metrics, and 404 for anything else. */
export async function listenForMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") {
      response
        .writeHead(404, { "content-type": "text/plain" })
        .end("Not found\n")
      return
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { "content-type": registry.contentType })
          .end(text),
      () =>
        response
          .writeHead(500, { "content-type": "text/plain" })
          .end("Metrics unavailable\n"),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })
  return server
}
