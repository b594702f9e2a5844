import { spawn } from "node:child_process"
import { once } from "node:events"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs"
import { createRequire } from "node:module"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { openDatabase } from "../server/db/database.ts"
import { countLeads } from "../server/db/leads.ts"

/**
 * `npm run bench:api`: throughput and latency of POST /api/contact and of a
 * static page, against the real server process on loopback (SQLite in a
 * temporary folder, or BENCH_DATABASE_URL). The rate limit is lifted by
 * configuration and SMTP is left unset, so the figures are about answering
 * and storing; e-mail runs apart in the outbox.
 */

interface Stats {
  readonly average: number
  readonly p50: number
  readonly p99: number
}
interface Result {
  readonly requests: Stats
  readonly latency: Stats
  readonly "2xx": number
  readonly non2xx: number
  readonly errors: number
  readonly duration: number
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon

const buildDir = process.env.BUILD_DIR ?? "build"
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
if (!existsSync(path.join(buildDir, "client", "index.html"))) {
  console.error(`No build in ${buildDir}/: run "npm run build" first.`)
  process.exit(1)
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1")
  await once(server, "listening")
  const address = server.address()
  server.close()
  return typeof address === "object" && address ? address.port : 0
}

const port = await freePort()
const databaseUrl =
  process.env.BENCH_DATABASE_URL ??
  `sqlite:${path.join(mkdtempSync(path.join(os.tmpdir(), "trabem-bench-")), "leads.sqlite")}`
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: "",
    RATE_LIMIT_PER_HOUR: "1000000000",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
})
const base = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  const ok = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) break
  if (i > 300) throw new Error("server did not start")
  await new Promise((resolve) => setTimeout(resolve, 100))
}

const lead = JSON.stringify({
  name: "Ana López",
  email: "ana@clinica.es",
  company: "Clínica Sol",
  subject: "Alojamiento web",
  message: "Queremos migrar nuestra web y el correo a vuestros servidores.",
  kind: "home",
  locale: "es",
  page: "/",
})
const post = {
  url: `${base}/api/contact`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: lead,
}

const runs: Array<[string, Record<string, unknown>]> = [
  [
    "POST /api/contact, max throughput (50 connections)",
    { ...post, connections: 50 },
  ],
  [
    "POST /api/contact at 300 requests/s",
    { ...post, connections: 20, overallRate: 300 },
  ],
  [
    "GET / (static page), max throughput (50 connections)",
    { url: `${base}/`, connections: 50, headers: { "accept-encoding": "br" } },
  ],
]

/** CPU time the server process has used, in ms (Linux /proc), to tell its cost from a busy machine's noise. */
function serverCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/${server.pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    const ticks = Number(fields[11]) + Number(fields[12])
    return (ticks * 1000) / 100
  } catch {
    return Number.NaN
  }
}

const report: Array<Record<string, string | number>> = []
let stored201 = 0
for (const [name, options] of runs) {
  // A short warm-up, then the measured run.
  await autocannon({ ...options, duration: 2 })
  const cpuBefore = serverCpuMs()
  const result = await autocannon({ ...options, duration: seconds })
  const cpuPerRequest = (serverCpuMs() - cpuBefore) / Math.max(1, result["2xx"])
  if (String(options.url).endsWith("/api/contact")) stored201 += result["2xx"]
  report.push({
    run: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    "non-2xx": result.non2xx,
    errors: result.errors,
    "server CPU ms/req": Number(cpuPerRequest.toFixed(3)),
  })
}

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
