import type { ChildProcess } from "node:child_process"
import { once } from "node:events"
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql } from "kysely"
import { openDatabase } from "../server/db/database.ts"
import { countLeads } from "../server/db/leads.ts"
import { postgresSchema } from "../server/testing/databases.ts"
import { freePort } from "../server/testing/free-port.ts"
import { startServerProcess } from "../server/testing/server-process.ts"
import { measureApi, postgresCpu } from "./bench/api-runs.ts"

/**
 * `npm run bench:api`: throughput and latency of POST /api/contact and of a
 * static page, against real server processes on loopback: one on SQLite in
 * a temporary folder, or as many as BENCH_PROCESSES lists ("1,3") on the
 * PostgreSQL of BENCH_DATABASE_URL, each count on a fresh schema. The rate
 * limit is lifted by configuration and SMTP is left unset, so the figures
 * are about answering and storing; e-mail runs apart in the outbox. Each
 * scenario runs BENCH_RUNS times (3) for BENCH_SECONDS (10); the table
 * gives medians.
 */

const buildDir = process.env.BUILD_DIR ?? "build"
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const postgresUrl = process.env.BENCH_DATABASE_URL
const counts = (process.env.BENCH_PROCESSES ?? "1")
  .split(",")
  .map((count) => Number(count.trim()))
if (!existsSync(path.join(buildDir, "client", "index.html"))) {
  console.error(`No build in ${buildDir}/: run "npm run build" first.`)
  process.exit(1)
}
if (postgresUrl !== undefined && !/^postgres(ql)?:\/\//.test(postgresUrl)) {
  console.error("BENCH_DATABASE_URL must be a postgres:// URL.")
  process.exit(1)
}
if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error('BENCH_PROCESSES must list whole numbers, e.g. "1,3".')
  process.exit(1)
}
if (!postgresUrl && counts.some((count) => count > 1)) {
  console.error(
    "Several server processes share PostgreSQL: set BENCH_DATABASE_URL.",
  )
  process.exit(1)
}

/** A database of its own for one count: a new SQLite file, or a new PostgreSQL schema. */
async function freshDatabase(): Promise<string> {
  return postgresUrl
    ? postgresSchema(postgresUrl)
    : `sqlite:${path.join(mkdtempSync(path.join(os.tmpdir(), "trabem-bench-")), "leads.sqlite")}`
}

const results = []
for (const count of counts) {
  const databaseUrl = await freshDatabase()
  // Created before the servers start, as `npm run leads -- init` does.
  const database = await openDatabase(databaseUrl)
  const postgresCpuMs = postgresUrl
    ? postgresCpu(
        (
          await sql<{
            pid: number
          }>`select pg_backend_pid() as pid`.execute(database.db)
        ).rows[0]?.pid ?? 0,
      )
    : undefined
  const ports = await Promise.all(Array.from({ length: count }, freePort))
  const servers: ChildProcess[] = []
  for (const port of ports)
    servers.push(
      await startServerProcess({
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        DATABASE_URL: databaseUrl,
        SMTP_URL: "",
        TRUST_PROXY: "loopback",
        RATE_LIMIT_PER_HOUR: "1000000000",
        LOG_LEVEL: "error",
      }),
    )
  const { report, stored201 } = await measureApi({
    bases: ports.map((port) => `http://127.0.0.1:${port}`),
    serverPids: servers.map((server) => server.pid ?? 0),
    ...(postgresCpuMs ? { postgresCpuMs } : {}),
    seconds,
    runs,
  })
  for (const server of servers) {
    server.kill("SIGTERM")
    await once(server, "exit")
  }
  const leads = await countLeads(database.db)
  await database.db.destroy()
  const where = postgresUrl ? "PostgreSQL" : "SQLite"
  console.log(`\n${count} server process(es) on ${where}`)
  console.table(report)
  console.log(
    `Leads in the database: ${leads} (includes warm-up runs); 2xx answers to POST in measured runs: ${stored201}`,
  )
  results.push({ processes: count, database: where, runs: report, leads })
}
console.log(
  `Load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
)
mkdirSync("bench-results", { recursive: true })
writeFileSync(
  path.join("bench-results", "api.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      seconds,
      runs,
      results,
    },
    null,
    2,
  ),
)
