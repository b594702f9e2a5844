import compress from "@fastify/compress"
import Fastify, { type FastifyServerOptions } from "fastify"
import type { Env } from "./env.ts"
import { registerSecurityHeaders } from "./http/security.ts"
import { registerSite } from "./http/site.ts"

export interface AppOptions {
  readonly env: Env
  readonly logger?: FastifyServerOptions["logger"]
}

/** The whole server, ready to listen or to be called with inject() in tests. */
export async function buildApp({ env, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 32 * 1024,
    disableRequestLogging: false,
  })

  const csp = await registerSecurityHeaders(app, env.BUILD_DIR)
  // Pages and assets are compressed at build time; this covers API answers.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
  })
  app.get("/healthz", async () => ({ status: "ok" }))
  await registerSite(app, env.BUILD_DIR, csp)

  return app
}
