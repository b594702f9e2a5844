import { spawn, spawnSync } from "node:child_process"
import { mkdir, writeFile } from "node:fs/promises"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { publicPageRoutes } from "../app/config/pages.ts"
import { CHROMIUM_ARGS, chromiumPath } from "../tests/support/chromium.ts"

/**
 * `npm run bench`: Lighthouse (mobile emulation, Debian's Chromium) over
 * every route of a fresh build served by the real server. Prints the four
 * category scores, FCP, LCP, TBT, CLS and the bytes of JS, CSS and in
 * total per route, and writes them to bench-results/lighthouse.json. A
 * benchmark, not a test: it never fails on a low score.
 *   BENCH_ROUTES=/,/en npm run bench   only some routes
 *   BENCH_SKIP_BUILD=1                 reuse build-bench/
 */
const port = Number(process.env.BENCH_PORT ?? 3900)
const origin = `http://127.0.0.1:${port}`
const buildDir = "build-bench"
const only = process.env.BENCH_ROUTES?.split(",").filter(Boolean)
const routes = publicPageRoutes
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

const server = spawn("node", ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  },
  stdio: "inherit",
})
await waitFor(`${origin}/healthz`)

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})

interface Row {
  route: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
  cssKb: number
  totalKb: number
}

const rows: Row[] = []
try {
  for (const route of routes) {
    const run = () =>
      lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [
          "performance",
          "accessibility",
          "best-practices",
          "seo",
        ],
        formFactor: "mobile",
        screenEmulation: {
          mobile: true,
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          disabled: false,
        },
        throttlingMethod: "simulate",
      })
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run says nothing of the page.
    let result = await run()
    for (let attempt = 1; attempt < 3 && result?.lhr.runtimeError; attempt++)
      result = await run()
    if (!result) continue
    if (result.lhr.runtimeError)
      console.log(
        `${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      )
    if (process.env.BENCH_SAVE)
      await writeFile(
        `bench-results/${route.replace(/\//g, "_") || "_"}.json`,
        result.report as string,
      )
    const { categories, audits } = result.lhr
    const summary = (
      audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number }[]
      }
    )?.items
    const bytes = (type: string) =>
      Math.round(
        (summary?.find((i) => i.resourceType === type)?.transferSize ?? 0) /
          102.4,
      ) / 10
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    rows.push({
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      cls:
        Math.round(
          (audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000,
        ) / 1000,
      jsKb: bytes("script"),
      cssKb: bytes("stylesheet"),
      totalKb: bytes("total"),
    })
    const failing = Object.values(result.lhr.categories)
      .flatMap((c) =>
        c.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => audits[ref.id]),
      )
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${a!.id} (${a!.displayValue ?? a!.score})`)
    const r = rows.at(-1)!
    console.log(
      `${route.padEnd(22)} perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  JS ${r.jsKb} KB  CSS ${r.cssKb} KB  total ${r.totalKb} KB`,
    )
    if (failing.length)
      console.log(`${"".padEnd(22)} below 90: ${failing.join(", ")}`)
  }
} finally {
  await chrome.kill()
  server.kill("SIGTERM")
}

await mkdir("bench-results", { recursive: true })
await writeFile("bench-results/lighthouse.json", JSON.stringify(rows, null, 2))
console.table(rows)

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Server did not start at ${url}`)
}
