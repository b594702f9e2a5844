import { buildApp } from "./app.ts"
import { DatabaseError } from "./db/database.ts"
import { EnvError, parseEnv } from "./env.ts"

let env
try {
  env = parseEnv(process.env)
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

let app
try {
  app = await buildApp({ env })
} catch (error) {
  if (error instanceof EnvError || error instanceof DatabaseError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

/** How long requests under way may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * Graceful stop: no new connections, requests under way finish, the outbox
 * finishes the sends it started, then the database is closed.
 */
const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down")
  // Keep-alive connections that fall idle while draining are closed at
  // once; whatever still hangs after the grace period is cut.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100)
  const deadline = setTimeout(
    () => app.server.closeAllConnections(),
    SHUTDOWN_GRACE_MS,
  )
  reaper.unref()
  deadline.unref()
  try {
    await app.close()
  } catch (error) {
    app.log.error({ err: error }, "error while shutting down")
    process.exit(1)
  }
  process.exit(0)
}
process.once("SIGTERM", () => void shutdown("SIGTERM"))
process.once("SIGINT", () => void shutdown("SIGINT"))

await app.listen({ port: env.PORT, host: env.HOST })
app.log.info({ database: app.leads.database.dialect }, "contact API ready")
