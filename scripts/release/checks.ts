import { spawn } from "node:child_process"
import { once } from "node:events"
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "#server/testing/free-port.ts"
import { checkPages, sitemapPaths } from "./page-check.ts"
import { ReleaseError } from "./steps.ts"

/** Settings an instance of the live site has that the release's check server must not use. */
const LIVE_ONLY = [
  "BUILD_DIR",
  "PORT",
  "HOST",
  "SMTP_URL",
  "ALERT_WEBHOOK_URL",
  "METRICS_PORT",
  "METRICS_HOST",
  "TRUST_PROXY",
]

/**
 * Starts the release as an instance would (`node server/main.ts` in its
 * folder, with the env file's settings) on a spare loopback port, beside a
 * database of its own and with no mail, so it touches nothing live; then
 * loads every page of its sitemap, and every file those pages fetch, as a
 * browser would: each must answer 200, and each page's policy must let its
 * inline scripts run. Rejects with the first problems, in one line.
 */
export async function checkRelease(
  dir: string,
  release: string,
  settings: NodeJS.ProcessEnv,
  log: string,
) {
  const env: NodeJS.ProcessEnv = { ...settings }
  for (const name of LIVE_ONLY) delete env[name]
  const scratch = mkdtempSync(path.join(os.tmpdir(), "trabem-release-check-"))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ["server/main.ts"], {
    cwd: dir,
    env: {
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(scratch, "leads.sqlite")}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  })
  const errors: Buffer[] = []
  server.stderr.on("data", (chunk: Buffer) => {
    errors.push(chunk)
    appendFileSync(log, chunk)
  })
  const exited = once(server, "exit")
  try {
    const deadline = Date.now() + 60_000
    for (;;) {
      if (server.exitCode !== null)
        throw new ReleaseError(
          `the release's server did not start: ${Buffer.concat(errors).toString().trim().split("\n")[0] ?? `exit code ${server.exitCode}`}`,
        )
      const health = await fetch(`${origin}/healthz`)
        .then((response) => response.json() as Promise<{ release?: string }>)
        .catch(() => undefined)
      if (health?.release === release) break
      if (Date.now() > deadline)
        throw new ReleaseError(
          "the release's server did not answer /healthz within 60 s",
        )
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const sitemap = readFileSync(
      path.join(dir, "build", "client", "sitemap.xml"),
      "utf8",
    )
    const pages = sitemapPaths(sitemap)
    const problems = await checkPages(origin, pages)
    if (problems.length > 0) {
      const more =
        problems.length > 3 ? ` (and ${problems.length - 3} more)` : ""
      throw new ReleaseError(
        `the release's pages: ${problems.slice(0, 3).join("; ")}${more}`,
      )
    }
    return pages.length
  } finally {
    server.kill("SIGTERM")
    await exited
    rmSync(scratch, { recursive: true, force: true })
  }
}
