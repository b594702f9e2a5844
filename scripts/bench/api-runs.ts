import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

/** What `npm run bench:api` measures: three autocannon runs and the server's CPU time for each. */

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

function apiRuns(base: string): Array<[string, Record<string, unknown>]> {
  const post = {
    url: `${base}/api/contact`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: lead,
  }
  return [
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
      {
        url: `${base}/`,
        connections: 50,
        headers: { "accept-encoding": "br" },
      },
    ],
  ]
}

/**
 * CPU time a process has used, in ms (Linux /proc), to tell its cost from a
 * busy machine's noise.
 */
function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    const ticks = Number(fields[11]) + Number(fields[12])
    return (ticks * 1000) / 100
  } catch {
    return Number.NaN
  }
}

/**
 * Each run after a 2 s warm-up, for `seconds`; the row it reports, and the 2xx
 * answers to POST /api/contact.
 */
export async function measureApi(
  base: string,
  serverPid: number | undefined,
  seconds: number,
) {
  const report: Array<Record<string, string | number>> = []
  let stored201 = 0
  for (const [name, options] of apiRuns(base)) {
    await autocannon({ ...options, duration: 2 })
    const cpuBefore = processCpuMs(serverPid)
    const result = await autocannon({ ...options, duration: seconds })
    const cpuPerRequest =
      (processCpuMs(serverPid) - cpuBefore) / Math.max(1, result["2xx"])
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
  return { report, stored201 }
}
