import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import lighthouse, { type Flags, type RunnerResult } from "lighthouse"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { calibratedCpuSlowdown } from "./cpu-slowdown.ts"

/**
 * One route through Lighthouse (mobile emulation, simulated throttling) and
 * the row it gives. Each load's trace is simulated on the slow 4G link twice:
 * with Lighthouse's default 4× CPU slowdown, and with the slowdown calibrated
 * to the speed Lighthouse measured on this host during that same load
 * (scripts/bench/cpu-slowdown.ts). The page is loaded several times and, for
 * each slowdown, the row gives the median run as Lighthouse picks it (the run
 * nearest the median first paint and time to interactive): its guidance on
 * variability finds that five runs halve the spread of a single one.
 */

/** What the simulation gives for one CPU slowdown. */
export interface Simulated {
  cpuSlowdown: number
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
}

export interface Row extends Simulated {
  route: string
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  jsKb: number
  cssKb: number
  totalKb: number
  /** How fast Lighthouse found this host (its benchmark index) during the calibrated median run. */
  benchmarkIndex: number
  calibrated: Simulated
  /** How many loads the medians were taken from. */
  runs: number
}

/** Lighthouse's default: a fast desktop standing for a mid-tier phone. */
const DEFAULT_CPU_SLOWDOWN = 4

function flags(chromePort: number, cpuSlowdown: number): Flags {
  return {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    formFactor: "mobile",
    screenEmulation: {
      mobile: true,
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      disabled: false,
    },
    throttlingMethod: "simulate",
    // The rest of the mobile preset (150 ms, 1.6 Mbps) stays Lighthouse's.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  }
}

/**
 * Simulates the load gathered in `folder` with `cpuSlowdown`. Under simulated
 * throttling the page loads at full speed and the slowdown only scales the
 * recorded main-thread time afterwards, so one load serves every slowdown;
 * Lighthouse audits only with the settings stored beside the load, so the
 * stored slowdown is set first.
 */
async function simulate(
  url: string,
  chromePort: number,
  folder: string,
  cpuSlowdown: number,
): Promise<RunnerResult | undefined> {
  const file = path.join(folder, "artifacts.json")
  const artifacts = JSON.parse(await readFile(file, "utf8")) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } }
  }
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown
  await writeFile(file, JSON.stringify(artifacts))
  return lighthouse(url, {
    ...flags(chromePort, cpuSlowdown),
    auditMode: folder,
  })
}

/** Loads `url` once and simulates it at 4× and at the calibrated slowdown. */
async function run(url: string, chromePort: number) {
  const folder = await mkdtemp(path.join(tmpdir(), "trabem-bench-"))
  try {
    await lighthouse(url, {
      ...flags(chromePort, DEFAULT_CPU_SLOWDOWN),
      gatherMode: folder,
    })
    const atDefault = await simulate(
      url,
      chromePort,
      folder,
      DEFAULT_CPU_SLOWDOWN,
    )
    if (!atDefault || atDefault.lhr.runtimeError) return { atDefault }
    const cpuSlowdown = calibratedCpuSlowdown(
      atDefault.lhr.environment.benchmarkIndex,
    )
    const calibrated = await simulate(url, chromePort, folder, cpuSlowdown)
    return { atDefault, calibrated }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** The blocking time of each load, as "a/b/c". */
const spread = (results: RunnerResult[]) =>
  results
    .map((result) =>
      Math.round(result.lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    )
    .join("/")

function simulated(result: RunnerResult, cpuSlowdown: number): Simulated {
  const { categories, audits } = result.lhr
  return {
    cpuSlowdown,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
  }
}

/**
 * One load of `url`, retried when Lighthouse records no trace (NO_NAVSTART),
 * which says nothing of the page.
 */
async function runOnce(url: string, chromePort: number) {
  let result = await run(url, chromePort)
  for (
    let attempt = 1;
    attempt < 3 && (!result.calibrated || result.atDefault?.lhr.runtimeError);
    attempt++
  )
    result = await run(url, chromePort)
  return result
}

/**
 * Measures `route` over `runs` loads, prints its line (and the audits below
 * 90), and returns its row.
 */
export async function measureRoute(
  origin: string,
  route: string,
  chromePort: number,
  runs: number,
): Promise<Row | undefined> {
  // A load Lighthouse could not record even on retrying is left out; the
  // medians come from the loads it did record.
  const loads: { atDefault: RunnerResult; calibrated: RunnerResult }[] = []
  for (let i = 0; i < runs; i++) {
    const { atDefault, calibrated } = await runOnce(
      `${origin}${route}`,
      chromePort,
    )
    if (atDefault && !atDefault.lhr.runtimeError && calibrated)
      loads.push({ atDefault, calibrated })
    else
      console.log(
        `${route}: load ${i + 1} of ${runs} not recorded: ${atDefault?.lhr.runtimeError?.code ?? "no result"} ${atDefault?.lhr.runtimeError?.message ?? ""}`,
      )
  }
  if (loads.length === 0) return undefined
  const median = (key: "atDefault" | "calibrated") => {
    const lhr = computeMedianRun(loads.map((load) => load[key].lhr))
    return loads.find((load) => load[key].lhr === lhr)![key]
  }
  const atDefault = median("atDefault")
  const calibrated = median("calibrated")
  const name = route.replace(/\//g, "_") || "_"
  if (process.env.BENCH_SAVE) {
    await writeFile(`bench-results/${name}.json`, atDefault.report as string)
    await writeFile(
      `bench-results/${name}.calibrated.json`,
      calibrated.report as string,
    )
  }
  const { categories, audits } = atDefault.lhr
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
  const calibratedSlowdown = calibrated.lhr.configSettings.throttling
    .cpuSlowdownMultiplier as number
  const r: Row = {
    route,
    ...simulated(atDefault, DEFAULT_CPU_SLOWDOWN),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls:
      Math.round(
        (audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000,
      ) / 1000,
    jsKb: bytes("script"),
    cssKb: bytes("stylesheet"),
    totalKb: bytes("total"),
    benchmarkIndex: Math.round(calibrated.lhr.environment.benchmarkIndex),
    calibrated: simulated(calibrated, calibratedSlowdown),
    runs: loads.length,
  }
  const failing = Object.values(categories)
    .flatMap((c) =>
      c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]),
    )
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => `${a!.id} (${a!.displayValue ?? a!.score})`)
  const c = r.calibrated
  console.log(
    `${route.padEnd(22)} perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  JS ${r.jsKb} KB  CSS ${r.cssKb} KB  total ${r.totalKb} KB\n` +
      `${"".padEnd(22)} host ${r.benchmarkIndex}, CPU ${c.cpuSlowdown}×: perf ${c.performance}  FCP ${c.fcpMs} ms  LCP ${c.lcpMs} ms  TBT ${c.tbtMs} ms` +
      (loads.length > 1
        ? `\n${"".padEnd(22)} median of ${loads.length} loads; TBT in each, 4×: ${spread(loads.map((l) => l.atDefault))}, calibrated: ${spread(loads.map((l) => l.calibrated))} ms`
        : ""),
  )
  if (failing.length)
    console.log(`${"".padEnd(22)} below 90 at 4×: ${failing.join(", ")}`)
  return r
}
