import { writeFile } from "node:fs/promises"
import lighthouse from "lighthouse"

/** One route through Lighthouse (mobile emulation, simulated throttling) and the row it gives. */

export interface Row {
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

function run(url: string, chromePort: number) {
  return lighthouse(url, {
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
  })
}

/** Measures `route`, prints its line (and the audits below 90), and returns its row. */
export async function measureRoute(
  origin: string,
  route: string,
  chromePort: number,
): Promise<Row | undefined> {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run says nothing of the page.
  let result = await run(`${origin}${route}`, chromePort)
  for (let attempt = 1; attempt < 3 && result?.lhr.runtimeError; attempt++)
    result = await run(`${origin}${route}`, chromePort)
  if (!result) return undefined
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
  const r: Row = {
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
  }
  const failing = Object.values(categories)
    .flatMap((c) =>
      c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]),
    )
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => `${a!.id} (${a!.displayValue ?? a!.score})`)
  console.log(
    `${route.padEnd(22)} perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  JS ${r.jsKb} KB  CSS ${r.cssKb} KB  total ${r.totalKb} KB`,
  )
  if (failing.length)
    console.log(`${"".padEnd(22)} below 90: ${failing.join(", ")}`)
  return r
}
