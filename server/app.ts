import compress from "@fastify/compress"
import Fastify, { type FastifyServerOptions } from "fastify"
import type { Transporter } from "nodemailer"
import { openDatabase, type Database } from "./db/database.ts"
import { createLeadWriter } from "./db/lead-writer.ts"
import { nextLeadId, pingDatabase } from "./db/leads.ts"
import { startPruning } from "./db/pruning.ts"
import type { Env } from "./env.ts"
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
} from "./http/errors.ts"
import {
  loadContentSecurity,
  registerSecurityHeaders,
} from "./http/security.ts"
import { registerSite } from "./http/site.ts"
import { OutboxWorker } from "./mail/outbox.ts"
import {
  defaultOutboxOptions,
  type OutboxOptions,
} from "./mail/outbox-options.ts"
import { createTransport } from "./mail/transport.ts"
import { contactRoutes } from "./routes/contact.ts"

export interface AppOptions {
  readonly env: Env
  readonly logger?: FastifyServerOptions["logger"]
  /** Retry timing of the outbox (tests shorten it). */
  readonly outbox?: Partial<OutboxOptions>
}

declare module "fastify" {
  interface FastifyInstance {
    /** The lead store and, when SMTP is configured, the worker that e-mails leads. */
    readonly leads: {
      readonly database: Database
      readonly outbox: OutboxWorker | undefined
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

/** The whole server, ready to listen or to be called with inject() in tests. */
export async function buildApp({ env, logger, outbox }: AppOptions) {
  const csp = loadContentSecurity(env.BUILD_DIR)
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      serializers: { req: requestSerializer },
    },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    bodyLimit: 32 * 1024,
    frameworkErrors: frameworkErrorHandler(csp),
    clientErrorHandler: clientErrorHandler(csp),
  })

  const database = await openDatabase(env.DATABASE_URL)
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
    )
  } else {
    app.log.warn(
      "SMTP_URL is not set: leads are stored and stay pending until it is",
    )
  }
  app.decorate("leads", { database, outbox: worker })
  let stopPruning: (() => void) | undefined
  app.addHook("onReady", async () => {
    stopPruning = await startPruning(database, app.log)
    worker?.start()
  })
  // Runs once the server has stopped accepting and in-flight requests are done.
  app.addHook("onClose", async () => {
    stopPruning?.()
    await worker?.stop()
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
      return { status: "ok", database: "ok" }
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable")
      return reply.code(503).send({ status: "error", database: "down" })
    }
  })

  await app.register(contactRoutes, {
    submitLead: createLeadWriter(database.db, database.dialect),
    limitPerHour: env.RATE_LIMIT_PER_HOUR,
    allowedOrigins: [new URL(env.SITE_URL).origin],
    onLeadStored: () => worker?.wake(),
    decoyId: () => nextLeadId(database.db),
  })
  await registerSite(app, env.BUILD_DIR, csp)

  return app
}
