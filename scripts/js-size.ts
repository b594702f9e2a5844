import { chromium, type Page } from "@playwright/test"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import { sitePublicRoutes } from "./site-routes.ts"
import { startServerProcess } from "../server/testing/server-process.ts"
import { CHROMIUM_ARGS, chromiumPath } from "../tests/support/chromium.ts"
import { htmlFileOf } from "./build/built-pages.ts"

/**
 * `npm run size` (after `npm run build`): what each page downloads in
 * Chromium with no scroll and no tap during the 5 s after load, at a phone's
 * and a desktop's viewport: script files plus inline scripts, brotli as
 * served. Then, on pages with islands, what scrolling to the first island
 * (and focusing its field, for an island hydrated on interaction) adds until
 * it has hydrated; and the home page's HTML. Exits 1 over a budget.
 */
const BUDGET = {
  /** Script at start, any page. */
  page: 3 * 1024,
  /** Script at start, a page with no island. */
  pageWithoutIsland: 1024,
  /** The first island a visitor reaches, with what it loads. */
  firstIsland: 70 * 1024,
  /**
   * The home page's HTML, which draws every icon itself so that its largest
   * paint is its first (no sprite file before it).
   */
  homeHtml: 18 * 1024,
}
const IDLE_MS = 5000
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
] as const

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build")
const clientDir = path.join(buildDir, "client")
const port = Number(process.env.SIZE_PORT ?? 3290)
const origin = `http://127.0.0.1:${port}`
const only = process.argv.slice(2).filter((a) => a.startsWith("/"))

const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length

/** Collects the scripts a page fetches (each file once) from now on. */
function scriptRecorder(page: Page) {
  const files = new Map<string, Promise<number>>()
  page.on("response", (response) => {
    const request = response.request()
    if (request.resourceType() !== "script" || files.has(request.url())) return
    files.set(
      request.url(),
      response.body().then(brotli, () => 0),
    )
  })
  return {
    reset: () => files.clear(),
    total: async () =>
      (await Promise.all(files.values())).reduce((a, b) => a + b, 0),
    count: () => files.size,
  }
}

/** Inline scripts that run (JSON blocks never do), brotli each. */
async function inlineScriptBytes(page: Page): Promise<number> {
  const bodies = await page.$$eval("script:not([src])", (scripts) =>
    scripts
      .filter((s) => !/json/.test(s.getAttribute("type") ?? ""))
      .map((s) => s.textContent ?? "")
      .filter((body) => body.length > 0),
  )
  return bodies.reduce((sum, body) => sum + brotli(body), 0)
}

interface Row {
  readonly path: string
  readonly islands: number
  readonly start: number
  readonly firstIsland?: number
}

async function measure(page: Page, pagePath: string): Promise<Row> {
  const scripts = scriptRecorder(page)
  let start = 0
  let islands = 0
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    scripts.reset()
    await page.goto(origin + pagePath, { waitUntil: "load" })
    await page.waitForTimeout(IDLE_MS)
    islands = await page.locator("astro-island").count()
    start = Math.max(
      start,
      (await scripts.total()) + (await inlineScriptBytes(page)),
    )
  }
  if (islands === 0) return { path: pagePath, islands, start }
  // The phone's viewport again: scroll to the first island and wait until it has hydrated.
  await page.setViewportSize(VIEWPORTS[0])
  await page.goto(origin + pagePath, { waitUntil: "load" })
  await page.waitForTimeout(IDLE_MS)
  scripts.reset()
  const island = page.locator("astro-island").first()
  await island.scrollIntoViewIfNeeded()
  // An island hydrated on interaction waits for the visitor to reach for it.
  if ((await island.getAttribute("client")) === "interaction")
    await island.locator("input, button, select, textarea, a").first().focus()
  await page.waitForFunction(
    () => !document.querySelector("astro-island")?.hasAttribute("ssr"),
  )
  await page.waitForLoadState("networkidle")
  return { path: pagePath, islands, start, firstIsland: await scripts.total() }
}

const server = await startServerProcess({
  BUILD_DIR: buildDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
})
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
})
const failures: string[] = []
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
try {
  const routes = sitePublicRoutes().filter(
    (r) => only.length === 0 || only.includes(r.path),
  )
  const rows: Row[] = []
  // Two pages at a time: each mostly waits out its five seconds.
  const queue = [...routes]
  await Promise.all(
    [0, 1].map(async () => {
      const page = await browser.newPage()
      for (let route = queue.shift(); route; route = queue.shift())
        rows.push(await measure(page, route.path))
      await page.close()
    }),
  )
  rows.sort((a, b) => a.path.localeCompare(b.path))
  console.log("page".padEnd(28), "islands", "at start", "first island")
  for (const row of rows) {
    console.log(
      row.path.padEnd(28),
      String(row.islands).padStart(7),
      kb(row.start).padStart(8),
      row.firstIsland === undefined ? "" : kb(row.firstIsland).padStart(12),
    )
    const budget = row.islands ? BUDGET.page : BUDGET.pageWithoutIsland
    if (row.start > budget)
      failures.push(
        `${row.path}: ${kb(row.start)} at start (budget ${kb(budget)})`,
      )
    if (row.firstIsland !== undefined && row.firstIsland > BUDGET.firstIsland)
      failures.push(
        `${row.path}: first island ${kb(row.firstIsland)} (budget ${kb(BUDGET.firstIsland)})`,
      )
  }
  if (only.length === 0 || only.includes("/")) {
    const home = brotli(await readFile(path.join(clientDir, htmlFileOf("/"))))
    console.log(`home HTML: ${kb(home)} brotli`)
    if (home > BUDGET.homeHtml)
      failures.push(`home HTML ${kb(home)} (budget ${kb(BUDGET.homeHtml)})`)
  }
} finally {
  await browser.close()
  server.kill()
}
if (failures.length > 0) {
  console.error(`Over budget:\n${failures.join("\n")}`)
  process.exit(1)
}
