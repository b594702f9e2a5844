import { spawnSync } from "node:child_process"
import { mkdir, writeFile } from "node:fs/promises"
import * as chromeLauncher from "chrome-launcher"
import { sitePublicRoutes } from "./site-routes.ts"
import { startServerProcess } from "../server/testing/server-process.ts"
import { CHROMIUM_ARGS, chromiumPath } from "../tests/support/chromium.ts"
import { measureRoute, type Row } from "./bench/lighthouse-route.ts"

/**
 * `npm run bench`: Lighthouse (mobile emulation, Debian's Chromium) over
 * every route of a fresh build served by the real server. Prints the four
 * category scores, FCP, LCP, TBT, CLS and the bytes of JS, CSS and in
 * total per route, and writes them to bench-results/lighthouse.json. A
 * benchmark, not a test: it never fails on a low score.
 *
 * Each page is loaded BENCH_RUNS times, and each load simulated twice: with
 * Lighthouse's default 4× CPU slowdown, and with the slowdown that stands for
 * the same phone on a host as fast as this one was during that load
 * (scripts/bench/cpu-slowdown.ts). For each slowdown a row gives the median run.
 *   BENCH_ROUTES=/,/en npm run bench   only some routes
 *   BENCH_RUNS=5                       loads per route (3; 1 for a quick look)
 *   BENCH_SKIP_BUILD=1                 reuse build-bench/
 *   BENCH_SAVE=1                       also keep each route's median reports
 *                                      as bench-results/<route>.json and
 *                                      <route>.calibrated.json
 */
const port = Number(process.env.BENCH_PORT ?? 3900)
const origin = `http://127.0.0.1:${port}`
const buildDir = "build-bench"
const only = process.env.BENCH_ROUTES?.split(",").filter(Boolean)
const runs = Number(process.env.BENCH_RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `BENCH_RUNS must be a whole number of loads, 1 or more, not "${process.env.BENCH_RUNS}"`,
  )
  process.exit(2)
}
const routes = sitePublicRoutes()
  .map((r) => r.path)
  .filter((p) => !only || only.includes(p))

if (!process.env.BENCH_SKIP_BUILD) {
  // Canonical and share URLs must point at the served origin for the SEO audits.
  const built = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir, SITE_URL: origin },
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const server = await startServerProcess(
  {
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  },
  "inherit",
)

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})

await mkdir("bench-results", { recursive: true })
const rows: Row[] = []
try {
  for (const route of routes) {
    const row = await measureRoute(origin, route, chrome.port, runs)
    if (row) rows.push(row)
  }
} finally {
  await chrome.kill()
  server.kill("SIGTERM")
}

await writeFile("bench-results/lighthouse.json", JSON.stringify(rows, null, 2))
console.table(
  rows.map((r) => ({
    route: r.route,
    "perf 4×": r.performance,
    "FCP 4×": r.fcpMs,
    "LCP 4×": r.lcpMs,
    "TBT 4×": r.tbtMs,
    host: r.benchmarkIndex,
    CPU: `${r.calibrated.cpuSlowdown}×`,
    perf: r.calibrated.performance,
    FCP: r.calibrated.fcpMs,
    LCP: r.calibrated.lcpMs,
    TBT: r.calibrated.tbtMs,
    CLS: r.cls,
    "a11y/bp/seo": `${r.accessibility}/${r.bestPractices}/${r.seo}`,
  })),
)
