import { buildApp } from "./app.ts"
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

const app = await buildApp({ env })

/**
 * Graceful stop: no new connections, requests under way finish, the outbox
 * finishes the sends it started, then the database is closed.
 */
const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down")
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
