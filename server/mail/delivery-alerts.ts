import type { FastifyBaseLogger } from "fastify"
import { printableLine } from "#common/schemas/text.ts"
import type { Database } from "#server/db/database.ts"
import {
  closeIncident,
  incidentOpenedAt,
  openIncident,
} from "#server/db/lead-delivery.ts"
import { postAlert } from "./alert-webhook.ts"
import {
  lastDeliveryError,
  outboxState,
  type OutboxState,
} from "#server/db/leads.ts"

/**
 * Tells the operator when leads stop reaching the inbox, and when they
 * reach it again: a JSON POST {text} to ALERT_WEBHOOK_URL, the shape
 * Slack, Mattermost and Teams workflows accept. One message opens an
 * incident (a lead failed for good, or the oldest pending lead has waited
 * too long) and one closes it (a lead was sent since and none waits too
 * long); the incident lives in the database, so several processes announce
 * it once. Messages carry counts, ages and the mail server's last error
 * (any address in it but the site's own blanked out), never a visitor's
 * data, and suggest only the commands that apply to what the outbox holds.
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
  /** MAIL_FROM and CONTACT_TO: the only addresses a quoted error may show. */
  readonly ownAddresses: readonly string[]
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

/**
 * The mail server's error as the alert quotes it: one line, at most 300
 * characters, and every address blanked out but the site's own (the
 * envelope holds only those, but a server may quote more).
 */
export function quotedError(error: string, ownAddresses: readonly string[]) {
  const own = new Set(ownAddresses.map((address) => address.toLowerCase()))
  const line = printableLine(error.replace(/\s+/g, " ").trim()).replace(
    /[^\s<>"'(),;:[\]@]+@[^\s<>"'(),;:[\]@]+/g,
    (address) => (own.has(address.toLowerCase()) ? address : "[address]"),
  )
  return line.length > 300 ? `${line.slice(0, 299)}…` : line
}

/** What the operator can do about an incident, given what the outbox holds: only what applies. */
function advice(
  state: OutboxState,
  lastError: string | null,
  smtpConfigured: boolean,
) {
  if (!smtpConfigured)
    return "SMTP_URL is not set on this server, so nothing is e-mailed: set it and restart the server; pending leads then go out on their own."
  const check =
    lastError === null
      ? "No attempt has failed: check that a server with SMTP_URL is running"
      : "Check SMTP_URL and the mail server"
  const commands = [
    ...(state.failed > 0
      ? ["send the failed leads again with `npm run leads -- retry --failed`"]
      : []),
    ...(state.pending > 0
      ? [
          "send the pending ones now with `npm run leads -- retry --pending` (otherwise each is retried on its own, up to 15 min apart)",
        ]
      : []),
  ]
  return commands.length === 0
    ? `${check}.`
    : `${check}, then ${commands.join(" and ")}.`
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
    void this.check()
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs)
    this.timer.unref()
  }

  async stop() {
    clearInterval(this.timer)
    this.timer = undefined
    await this.queue
  }

  /** A lead failed for good: an incident, unless one is open already. */
  leadFailed() {
    void this.enqueue(() => this.open("failed"))
  }

  /**
   * Looks at the outbox now: opens or closes the incident as it finds it.
   * Resolves once this look, and any message it sent, is done.
   */
  check(): Promise<void> {
    return this.enqueue(() => this.review())
  }

  private enqueue(step: () => Promise<void>) {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      this.log.error({ err: error }, "delivery alert check failed")
    })
    return this.queue
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
    const lastError = await lastDeliveryError(db)
    const what =
      reason === "failed"
        ? "a lead could not be e-mailed after every attempt and is marked failed"
        : `the oldest pending lead has waited more than ${duration(this.options.pendingMs)}`
    const quoted =
      lastError === null
        ? ""
        : ` The mail server's last error: "${quotedError(lastError, this.options.ownAddresses)}".`
    await this.post(
      `${this.options.site}: leads are not reaching the inbox: ${what}. ${outboxSummary(state, Date.now())}${quoted} ${advice(state, lastError, this.options.smtpConfigured)}`,
    )
  }

  private async post(text: string) {
    this.log.warn({ alert: text }, "delivery alert")
    if (!this.options.webhookUrl) return
    const problem = await postAlert(this.options.webhookUrl, text)
    if (problem) this.log.error(problem)
  }
}
