import type { FastifyBaseLogger } from "fastify"
import type { Database } from "#server/db/database.ts"
import {
  closeIncident,
  incidentOpenedAt,
  openIncident,
} from "#server/db/lead-delivery.ts"
import { outboxState, type OutboxState } from "#server/db/leads.ts"

/**
 * Tells the operator when leads stop reaching the inbox, and when they
 * reach it again: a JSON POST {text} to ALERT_WEBHOOK_URL, the shape
 * Slack, Mattermost and Teams workflows accept. One message opens an
 * incident (a lead failed for good, or the oldest pending lead has waited
 * too long) and one closes it (a lead was sent since and none waits too
 * long); the incident lives in the database, so several processes announce
 * it once. Messages carry counts and ages, never a visitor's data.
 */

export interface AlertOptions {
  readonly webhookUrl: string | undefined
  /** A pending lead older than this opens an incident. */
  readonly pendingMs: number
  /** How often the outbox is looked at. */
  readonly checkEveryMs: number
  /** Names the site in each message (SITE_URL's host). */
  readonly site: string
  /** Whether this process has SMTP_URL at all. */
  readonly smtpConfigured: boolean
}

export const ALERT_CHECK_EVERY_MS = 60_000

/** A wait as the operator reads it: seconds under two minutes, then minutes. */
const duration = (ms: number) =>
  ms < 120_000
    ? `${Math.max(0, Math.round(ms / 1000))} s`
    : `${Math.round(ms / 60_000)} min`

/** Seconds the oldest pending lead has waited, 0 when none waits. */
export function oldestPendingSeconds(state: OutboxState, now = Date.now()) {
  return state.oldestPendingAt
    ? Math.max(0, Math.floor((now - Date.parse(state.oldestPendingAt)) / 1000))
    : 0
}

function outboxSummary(state: OutboxState, now: number) {
  const waiting =
    state.pending > 0
      ? ` (the oldest waiting ${duration(oldestPendingSeconds(state, now) * 1000)})`
      : ""
  return `Outbox: ${state.pending} pending${waiting}, ${state.failed} failed.`
}

export class DeliveryAlerts {
  private readonly database: Database
  private readonly options: AlertOptions
  private readonly log: FastifyBaseLogger
  private timer: NodeJS.Timeout | undefined
  /** Checks run one after another, so messages leave in order. */
  private queue: Promise<void> = Promise.resolve()

  constructor(
    database: Database,
    options: AlertOptions,
    log: FastifyBaseLogger,
  ) {
    this.database = database
    this.options = options
    this.log = log
  }

  start() {
    this.check()
    this.timer = setInterval(() => this.check(), this.options.checkEveryMs)
    this.timer.unref()
  }

  async stop() {
    clearInterval(this.timer)
    this.timer = undefined
    await this.queue
  }

  /** A lead failed for good: an incident, unless one is open already. */
  leadFailed() {
    this.enqueue(() => this.open("failed"))
  }

  /** Looks at the outbox now: opens or closes the incident as it finds it. */
  check() {
    this.enqueue(() => this.review())
  }

  private enqueue(step: () => Promise<void>) {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      this.log.error({ err: error }, "delivery alert check failed")
    })
  }

  private async review() {
    const { db } = this.database
    const state = await outboxState(db)
    const waitedMs = oldestPendingSeconds(state) * 1000
    const openedAt = await incidentOpenedAt(db)
    if (openedAt === null) {
      if (waitedMs > this.options.pendingMs) await this.open("waiting", state)
      return
    }
    if (waitedMs > this.options.pendingMs) return
    if (await closeIncident(db, openedAt)) {
      const stillFailed =
        state.failed > 0
          ? ` ${state.failed} lead(s) remain failed: send them with \`npm run leads -- retry --failed\`.`
          : ""
      await this.post(
        `${this.options.site}: lead delivery has recovered, leads reach the inbox again. ${outboxSummary(state, Date.now())}${stillFailed}`,
      )
    }
  }

  private async open(reason: "failed" | "waiting", known?: OutboxState) {
    const { db } = this.database
    if (!(await openIncident(db))) return
    const state = known ?? (await outboxState(db))
    const what =
      reason === "failed"
        ? "a lead could not be e-mailed after every attempt and is marked failed"
        : `the oldest pending lead has waited more than ${duration(this.options.pendingMs)}`
    const cause = this.options.smtpConfigured
      ? "Check SMTP_URL and the mail server, then send the failed ones with `npm run leads -- retry --failed`."
      : "SMTP_URL is not set on this server, so nothing is e-mailed."
    await this.post(
      `${this.options.site}: leads are not reaching the inbox: ${what}. ${outboxSummary(state, Date.now())} ${cause}`,
    )
  }

  private async post(text: string) {
    this.log.warn({ alert: text }, "delivery alert")
    if (!this.options.webhookUrl) return
    try {
      const response = await fetch(this.options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok)
        this.log.error(
          { status: response.status },
          "alert webhook refused the message",
        )
    } catch (error) {
      this.log.error({ err: error }, "alert webhook unreachable")
    }
  }
}
