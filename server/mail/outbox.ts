import type { FastifyBaseLogger } from "fastify"
import type { Transporter } from "nodemailer"
import type { Database } from "#server/db/database.ts"
import {
  claimDueLeads,
  markAttemptFailed,
  markSent,
} from "#server/db/lead-delivery.ts"
import type { Lead } from "#server/db/schema.ts"
import { buildLeadEmail } from "./lead-email.ts"
import {
  defaultOutboxOptions,
  retryDelayMs,
  type OutboxOptions,
} from "./outbox-options.ts"

/**
 * Sends stored leads by e-mail. Each pass claims the leads that are due,
 * sends them, and records the outcome; a failed send is retried with
 * exponential backoff until maxAttempts, then marked failed.
 */
/** What the outbox reports as it goes (alerts and metrics listen); never a visitor's data. */
export interface OutboxEvents {
  readonly delivered?: () => void
  readonly failedForGood?: () => void
  readonly attemptFailed?: () => void
}

export class OutboxWorker {
  private running = false
  private loop: Promise<void> | undefined
  private wakeUp: (() => void) | undefined

  private readonly database: Database
  private readonly transport: Transporter
  private readonly addresses: { readonly from: string; readonly to: string }
  private readonly log: FastifyBaseLogger
  private readonly options: OutboxOptions
  private readonly events: OutboxEvents

  constructor(
    database: Database,
    transport: Transporter,
    addresses: { readonly from: string; readonly to: string },
    log: FastifyBaseLogger,
    options: OutboxOptions = defaultOutboxOptions,
    events: OutboxEvents = {},
  ) {
    this.events = events
    this.database = database
    this.transport = transport
    this.addresses = addresses
    this.log = log
    this.options = options
  }

  start() {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  /** A lead was stored: look at the queue now rather than at the next poll. */
  wake() {
    this.wakeUp?.()
  }

  /** Stops claiming; resolves when the sends under way have finished. */
  async stop() {
    this.running = false
    this.wake()
    await this.loop
  }

  private async run() {
    while (this.running) {
      let claimed = 0
      try {
        claimed = await this.pass()
      } catch (error) {
        this.log.error({ err: error }, "outbox pass failed")
      }
      if (claimed < this.options.batchSize && this.running) await this.idle()
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wakeUp = () => {
        this.wakeUp = undefined
        done()
      }
    })
  }

  /** One round: claim what is due and send it. Returns how many leads it claimed. */
  async pass(): Promise<number> {
    const { db, dialect } = this.database
    const leads = await claimDueLeads(db, dialect, {
      limit: this.options.batchSize,
      leaseMs: this.options.leaseMs,
    })
    const queue = [...leads]
    const workers = Array.from(
      { length: Math.min(this.options.concurrency, queue.length) },
      async () => {
        for (let lead = queue.shift(); lead; lead = queue.shift())
          await this.deliver(lead)
      },
    )
    await Promise.all(workers)
    return leads.length
  }

  private async deliver(lead: Lead) {
    const { db } = this.database
    try {
      await this.transport.sendMail(buildLeadEmail(lead, this.addresses))
    } catch (error) {
      const isFinal = lead.attempts >= this.options.maxAttempts
      const delay = retryDelayMs(lead.attempts, this.options)
      const message = error instanceof Error ? error.message : String(error)
      await markAttemptFailed(db, lead.id, {
        error: message,
        nextAttemptAt: new Date(Date.now() + delay),
        isFinal,
        claimedUntil: lead.locked_until,
      })
      const context = { leadId: lead.id, attempts: lead.attempts }
      this.events.attemptFailed?.()
      if (isFinal) {
        this.log.error(context, "lead delivery failed for good")
        this.events.failedForGood?.()
      } else
        this.log.warn(
          { ...context, retryInMs: delay },
          "lead delivery failed, will retry",
        )
      return
    }
    await markSent(db, lead.id)
    this.events.delivered?.()
    this.log.info(
      { leadId: lead.id, attempts: lead.attempts },
      "lead delivered",
    )
  }
}
