import { once } from "node:events"
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { openDatabase } from "../server/db/database.ts"
import { countLeads } from "../server/db/leads.ts"
import { freePort } from "../server/testing/free-port.ts"
import { startServerProcess } from "../server/testing/server-process.ts"
import { measureApi } from "./bench/api-runs.ts"

/**
 * `npm run bench:api`: throughput and latency of POST /api/contact and of a
 * static page, against the real server process on loopback (SQLite in a
 * temporary folder, or BENCH_DATABASE_URL). The rate limit is lifted by
 * configuration and SMTP is left unset, so the figures are about answering
 * and storing; e-mail runs apart in the outbox.
 */

const buildDir = process.env.BUILD_DIR ?? "build"
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
if (!existsSync(path.join(buildDir, "client", "index.html"))) {
  console.error(`No build in ${buildDir}/: run "npm run build" first.`)
  process.exit(1)
}

const port = await freePort()
const databaseUrl =
  process.env.BENCH_DATABASE_URL ??
  `sqlite:${path.join(mkdtempSync(path.join(os.tmpdir(), "trabem-bench-")), "leads.sqlite")}`
const server = await startServerProcess({
  PORT: String(port),
  HOST: "127.0.0.1",
  BUILD_DIR: buildDir,
  DATABASE_URL: databaseUrl,
  SMTP_URL: "",
  RATE_LIMIT_PER_HOUR: "1000000000",
  LOG_LEVEL: "error",
})
const { report, stored201 } = await measureApi(
  `http://127.0.0.1:${port}`,
  server.pid,
  seconds,
)

server.kill("SIGTERM")
await once(server, "exit")
const database = await openDatabase(databaseUrl)
const leads = await countLeads(database.db)
await database.db.destroy()

console.table(report)
console.log(
  `Load average during the run: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
)
console.log(
  `Leads in the database: ${leads} (includes warm-up runs); 2xx answers in measured runs: ${stored201}`,
)
mkdirSync("bench-results", { recursive: true })
writeFileSync(
  path.join("bench-results", "api.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      seconds,
      runs: report,
      leads,
    },
    null,
    2,
  ),
)
