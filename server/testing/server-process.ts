import { spawn, type ChildProcess, type StdioOptions } from "node:child_process"
import { once } from "node:events"
import { waitFor } from "./wait-for.ts"

/**
 * The real server process, as `npm run serve` starts it, with `env` over
 * this process's environment; resolves once GET /healthz answers 200 on
 * loopback at env.PORT (30 s at the most). Refuses a port where a server
 * already answers: the new one could not bind it, and whatever used the
 * port would be measured or tested in its place. A server that exits
 * first, or never answers, fails at once and is not left running.
 */
export async function startServerProcess(
  env: Record<string, string>,
  stdio: StdioOptions = ["ignore", "ignore", "inherit"],
): Promise<ChildProcess> {
  const healthz = `http://127.0.0.1:${env.PORT}/healthz`
  const busy = await fetch(healthz).then(
    () => true,
    () => false,
  )
  if (busy)
    throw new Error(
      `A server already answers on port ${env.PORT}; stop it first`,
    )
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...env },
    stdio,
  })
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(
      `the server for port ${env.PORT} exited (code ${String(code)}) before answering`,
    )
  })
  try {
    await Promise.race([
      exited,
      waitFor(async () => {
        const response = await fetch(healthz).catch(() => undefined)
        return response?.status === 200
      }, 30_000),
    ])
  } catch (error) {
    child.kill("SIGKILL")
    throw error
  }
  exited.catch(() => undefined)
  return child
}
