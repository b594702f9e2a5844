import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"

/**
 * What `npm run bench:api` measures: three autocannon scenarios against one
 * or several server processes, each repeated, with the CPU time the server
 * processes and PostgreSQL spent on them.
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

/**
 * Each request comes from another client (X-Forwarded-For, which the
 * servers trust from loopback), as a burst of visitors would: one client's
 * rate-limit counter is one row, and every submission of one client would
 * wait for the others' to commit.
 */
let clients = 0
function fromAnotherClient(request: Record<string, unknown>) {
  clients = (clients + 1) % 16_000_000
  const address = `10.${clients >> 16}.${(clients >> 8) & 255}.${clients & 255}`
  return {
    ...request,
    headers: {
      ...(request.headers as Record<string, string>),
      "x-forwarded-for": address,
    },
  }
}

function scenarios(
  bases: readonly string[],
): Array<[string, Record<string, unknown>]> {
  // Connections as a multiple of the servers, so each gets its share.
  const connections = (n: number) => Math.ceil(n / bases.length) * bases.length
  const post = {
    url: bases.map((base) => `${base}/api/contact`),
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: lead,
        setupRequest: fromAnotherClient,
      },
    ],
  }
  return [
    [
      "POST /api/contact, max throughput (50 connections)",
      { ...post, connections: connections(50) },
    ],
    [
      "POST /api/contact at 300 requests/s",
      { ...post, connections: connections(20), overallRate: 300 },
    ],
    [
      "GET / (static page), max throughput (50 connections)",
      {
        url: bases.map((base) => `${base}/`),
        connections: connections(50),
        headers: { "accept-encoding": "br" },
      },
    ],
  ]
}

/** A process's /proc stat fields after its name (Linux). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")
}

/** CPU time processes have used, in ms (Linux /proc, 100 ticks a second). */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = statFields(pid)
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // A process that ended took its time with it.
    }
  }
  return (ticks * 1000) / 100
}

/**
 * The CPU time a local PostgreSQL has used, in ms: the server process
 * that runs `backendPid`'s parent, its children alive now, and those that
 * ended (which the parent's own count of its children's time holds).
 */
export function postgresCpu(backendPid: number): () => number {
  const postmaster = Number(statFields(backendPid)[1])
  return () => {
    const own = statFields(postmaster)
    const children = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => {
        try {
          return Number(statFields(pid)[1]) === postmaster
        } catch {
          return false
        }
      })
    const ended = Number(own[13]) + Number(own[14])
    return cpuMs([postmaster, ...children]) + (ended * 1000) / 100
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Each scenario `runs` times, each run after a 2 s warm-up and lasting
 * `seconds`: the medians (and the range of req/s), the server processes'
 * and PostgreSQL's CPU per answer, and the 2xx answers to POST.
 */
export async function measureApi(options: {
  readonly bases: readonly string[]
  readonly serverPids: readonly number[]
  readonly postgresCpuMs?: () => number
  readonly seconds: number
  readonly runs: number
}) {
  const report: Array<Record<string, string | number>> = []
  let stored201 = 0
  for (const [name, scenario] of scenarios(options.bases)) {
    const rows: Array<{
      rate: number
      p50: number
      p99: number
      non2xx: number
      server: number
      postgres: number
    }> = []
    for (let run = 0; run < options.runs; run++) {
      await autocannon({ ...scenario, duration: 2 })
      const before = [cpuMs(options.serverPids), options.postgresCpuMs?.() ?? 0]
      const result = await autocannon({
        ...scenario,
        duration: options.seconds,
      })
      const answered = Math.max(1, result["2xx"])
      if (name.startsWith("POST")) stored201 += result["2xx"]
      rows.push({
        rate: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx + result.errors,
        server: (cpuMs(options.serverPids) - (before[0] ?? 0)) / answered,
        postgres:
          ((options.postgresCpuMs?.() ?? 0) - (before[1] ?? 0)) / answered,
      })
    }
    const rates = rows.map((row) => Math.round(row.rate))
    report.push({
      run: name,
      "req/s (median)": Math.round(median(rates)),
      "req/s (range)": `${Math.min(...rates)}–${Math.max(...rates)}`,
      "p50 ms": median(rows.map((row) => row.p50)),
      "p99 ms": median(rows.map((row) => row.p99)),
      "non-2xx or errors": rows.reduce((sum, row) => sum + row.non2xx, 0),
      "servers' CPU ms/req": Number(
        median(rows.map((row) => row.server)).toFixed(3),
      ),
      ...(options.postgresCpuMs
        ? {
            "PostgreSQL CPU ms/req": Number(
              median(rows.map((row) => row.postgres)).toFixed(3),
            ),
          }
        : {}),
    })
  }
  return { report, stored201 }
}
