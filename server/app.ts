import compress from "@fastify/compress"
import Fastify, { type FastifyServerOptions } from "fastify"
import type { Server } from "node:http"
import type { Writable } from "node:stream"
import type { Transporter } from "nodemailer"
import { openDatabase, type Database } from "./db/database.ts"
import { createLeadWriter } from "./db/lead-writer.ts"
import { nextLeadId, outboxState, pingDatabase } from "./db/leads.ts"
import { startPruning } from "./db/pruning.ts"
import { createClientKey } from "./db/rate-limit-keys.ts"
import { builtRetentionDays, startRetention } from "./db/retention.ts"
import { EnvError, type Env } from "./env.ts"
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
} from "./http/errors.ts"
import {
  loadContentSecurity,
  registerSecurityHeaders,
} from "./http/security.ts"
import {
  createMetrics,
  listenForMetrics,
  type Metrics,
} from "./http/metrics.ts"
import { readReleaseManifest } from "./http/release.ts"
import { registerSite } from "./http/static-site.ts"
import {
  ALERT_CHECK_EVERY_MS,
  DeliveryAlerts,
  oldestPendingSeconds,
  type AlertOptions,
} from "./mail/delivery-alerts.ts"
import { OutboxWorker } from "./mail/outbox.ts"
import {
  defaultOutboxOptions,
  type OutboxOptions,
} from "./mail/outbox-options.ts"
import { createTransport } from "./mail/transport.ts"
import { contactRoutes } from "./routes/contact.ts"
import { loadAnswerPages } from "./routes/framed-answer.ts"

export interface AppOptions {
  readonly env: Env
  /** Where and from which level to log (tests collect the lines); false for no log. */
  readonly logger?:
    false | { readonly level?: string; readonly stream?: Writable }
  /** Retry timing of the outbox (tests shorten it). */
  readonly outbox?: Partial<OutboxOptions>
  /** Timing of the delivery alerts (tests shorten it). */
  readonly alerts?: Partial<Pick<AlertOptions, "pendingMs" | "checkEveryMs">>
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The lead store, the worker that e-mails leads (when SMTP is
     * configured) and the alerts that watch it.
     */
    readonly leads: {
      readonly database: Database
      readonly outbox: OutboxWorker | undefined
      readonly alerts: DeliveryAlerts
    }
  }
}

/** Request logs name the method and path only: no addresses, no bodies. */
const requestSerializer = (request: { method: string; url: string }) => ({
  method: request.method,
  url: request.url,
})

/**
 * TRUST_PROXY as Fastify takes it. A count trusts that many hops counted
 * from the server (the socket's peer is hop 0), so the client is the
 * address the outermost trusted proxy appended, never one the client wrote.
 */
function trustedProxies(
  setting: Env["TRUST_PROXY"],
): FastifyServerOptions["trustProxy"] {
  if (typeof setting === "number")
    return (_address: string, hop: number) => hop < setting
  return setting
}

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 10_000

/** The whole server, ready to listen or to be called with inject() in tests. */
export async function buildApp({ env, logger, outbox, alerts }: AppOptions) {
  const csp = loadContentSecurity(env.BUILD_DIR)
  const release = readReleaseManifest(env.BUILD_DIR)?.release ?? null
  const builtDays = builtRetentionDays(env.BUILD_DIR)
  if (builtDays !== undefined && builtDays !== env.LEAD_RETENTION_DAYS)
    throw new EnvError(
      `LEAD_RETENTION_DAYS is ${env.LEAD_RETENTION_DAYS}, but the privacy page in ${env.BUILD_DIR} was built saying ${builtDays} days: build again with LEAD_RETENTION_DAYS=${env.LEAD_RETENTION_DAYS}, or start with LEAD_RETENTION_DAYS=${builtDays}`,
    )
  const app = Fastify({
    // Whoever asks for a log gets the same request lines: never an address.
    logger:
      logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            ...logger,
            serializers: { req: requestSerializer },
          },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    bodyLimit: 32 * 1024,
    // A server being stopped answers what reaches it as usual (main.ts
    // drains it); the proxy finds the next instance for new connections.
    return503OnClosing: false,
    // Longer than nginx keeps an idle connection to an instance
    // (deploy/nginx/trabem.conf): nginx closes it first, so it never sends
    // a request on a connection the server is closing.
    keepAliveTimeout: KEEP_ALIVE_MS,
    frameworkErrors: frameworkErrorHandler(csp),
    clientErrorHandler: clientErrorHandler(csp),
  })

  if (builtDays === undefined)
    app.log.warn(
      `${env.BUILD_DIR} does not say which retention period its privacy page states (no privacy.json): build again so that the page and LEAD_RETENTION_DAYS=${env.LEAD_RETENTION_DAYS} can be checked against each other`,
    )

  const database = await openDatabase(env.DATABASE_URL)
  const deliveryAlerts = new DeliveryAlerts(
    database,
    {
      webhookUrl: env.ALERT_WEBHOOK_URL,
      pendingMs: env.ALERT_PENDING_MINUTES * 60_000,
      checkEveryMs: ALERT_CHECK_EVERY_MS,
      site: new URL(env.SITE_URL).host,
      smtpConfigured: env.SMTP_URL !== undefined,
      ownAddresses: [env.MAIL_FROM, env.CONTACT_TO],
      ...alerts,
    },
    app.log,
  )
  const metrics: Metrics | undefined =
    env.METRICS_PORT === undefined ? undefined : createMetrics(app, database)
  let transport: Transporter | undefined
  let worker: OutboxWorker | undefined
  if (env.SMTP_URL) {
    transport = createTransport(env.SMTP_URL)
    worker = new OutboxWorker(
      database,
      transport,
      { from: env.MAIL_FROM, to: env.CONTACT_TO },
      app.log,
      {
        ...defaultOutboxOptions,
        leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
        ...outbox,
      },
      {
        delivered: () => {
          metrics?.leadSent()
          void deliveryAlerts.check()
        },
        failedForGood: () => {
          metrics?.leadFailed()
          deliveryAlerts.leadFailed()
        },
        attemptFailed: () => metrics?.sendFailed(),
      },
    )
  } else {
    app.log.warn(
      "SMTP_URL is not set: leads are stored and stay pending until it is",
    )
  }
  app.decorate("leads", {
    database,
    outbox: worker,
    alerts: deliveryAlerts,
  })
  let stopPruning: (() => void) | undefined
  let stopRetention: (() => void) | undefined
  let metricsServer: Server | undefined
  app.addHook("onReady", async () => {
    if (metrics && env.METRICS_PORT !== undefined) {
      metricsServer = await listenForMetrics(
        metrics.registry,
        env.METRICS_PORT,
        env.METRICS_HOST,
      )
      app.log.info(
        { host: env.METRICS_HOST, port: env.METRICS_PORT },
        "metrics listening",
      )
    }
    stopPruning = await startPruning(database, app.log)
    stopRetention = await startRetention(
      database,
      env.LEAD_RETENTION_DAYS,
      app.log,
    )
    worker?.start()
    deliveryAlerts.start()
  })
  // Runs once the server has stopped accepting and in-flight requests are done.
  app.addHook("onClose", async () => {
    stopPruning?.()
    stopRetention?.()
    await new Promise((resolve) =>
      metricsServer ? metricsServer.close(resolve) : resolve(undefined),
    )
    await worker?.stop()
    await deliveryAlerts.stop()
    transport?.close()
    await database.db.destroy()
  })

  registerSecurityHeaders(app, csp)
  registerErrorHandler(app)
  // Pages and assets are compressed at build time; this covers API answers.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
  })

  app.get("/healthz", async (_request, reply) => {
    try {
      await pingDatabase(database.db)
      const state = await outboxState(database.db)
      return {
        status: "ok",
        release,
        database: "ok",
        outbox: {
          pending: state.pending,
          oldestPendingSeconds: oldestPendingSeconds(state),
          failed: state.failed,
        },
      }
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable")
      return reply.code(503).send({ status: "error", database: "down" })
    }
  })

  // A form posted without JavaScript is answered with the site's own page.
  app.decorate("answerPages", loadAnswerPages(env.BUILD_DIR, csp))
  await app.register(contactRoutes, {
    submitLead: createLeadWriter(database.db, database.dialect),
    limitPerHour: env.RATE_LIMIT_PER_HOUR,
    clientKey: createClientKey(database.db),
    allowedOrigins: [new URL(env.SITE_URL).origin],
    onLeadStored: () => {
      metrics?.leadStored()
      worker?.wake()
    },
    decoyId: () => nextLeadId(database.db),
  })
  await registerSite(app, env.BUILD_DIR, csp)

  return app
}
