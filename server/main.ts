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

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down")
  await app.close()
  process.exit(0)
}
process.once("SIGTERM", () => void shutdown("SIGTERM"))
process.once("SIGINT", () => void shutdown("SIGINT"))

await app.listen({ port: env.PORT, host: env.HOST })
