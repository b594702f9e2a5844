import net from "node:net"
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

/**
 * How long a stopping server waits for its connections to end: longer than
 * nginx keeps an idle one (deploy/nginx/trabem.conf) and than the server
 * itself does (KEEP_ALIVE_MS), so only a client that holds one open past
 * both is cut.
 */
const SHUTDOWN_GRACE_MS = 15_000

let draining = false
// While it drains, every answer closes its connection after it.
app.addHook("onRequest", async (_request, reply) => {
  if (draining) reply.header("connection", "close")
})

/**
 * Graceful stop: the listening socket closes at once, so the proxy sends
 * new connections to another instance; requests on connections already
 * open are answered as usual (never 503), each closing its connection;
 * idle connections are left for their client to close, since closing one
 * races a request the client may be sending on it. Once none is left (or
 * after the grace period), the outbox finishes the sends it started and
 * the database is closed.
 */
const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down")
  draining = true
  const server = app.server
  const drained = new Promise<void>((resolve) => {
    const deadline = setTimeout(() => {
      server.closeAllConnections()
      resolve()
    }, SHUTDOWN_GRACE_MS)
    deadline.unref()
    // net.Server's own close stops accepting without http.Server's
    // closing of idle connections; it calls back once every one has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(deadline)
      resolve()
    })
  })
  await drained
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
