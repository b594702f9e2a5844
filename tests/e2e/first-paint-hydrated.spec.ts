import { expect, test, type Page } from "@playwright/test"
import { hydrationLoader } from "#app/lib/page-data.ts"
import { E2E_BASE_URL } from "../support/e2e-env.ts"
import { gotoHydrated } from "../support/hydration.ts"

test.describe("a link to #chat", () => {
  test("opens the chat panel on arrival", async ({ page }) => {
    await gotoHydrated(page, "/novedades#chat")
    await expect(page.getByTestId("chat-panel")).toBeVisible()
  })
})

test.describe("footer year", () => {
  test("follows the visitor's clock, on hydrated pages and pages without script", async ({
    page,
  }) => {
    const problems: string[] = []
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text())
    })
    await page.clock.install({ time: new Date("2041-01-02T10:00:00") })
    await gotoHydrated(page, "/kitdigital")
    const footer = page.getByTestId("site-footer")
    await expect(footer).toContainText("© 2041")
    await page.goto("/aviso-legal")
    await expect(footer).toContainText("© 2041")
    await page.goto("/mailchimp")
    await expect(page.getByTestId("newsletter-email")).toContainText("© 2041")
    expect(problems).toEqual([])
  })
})

test.describe("first paint", () => {
  test("has the connection to the stylesheet and the font: no script is asked for before the page has painted its largest text", async ({
    page,
  }) => {
    // A slow stylesheet: a script named in the HTML would be asked for while it loads and share
    // the connection with it. The page's only script before the paint is its inline loader.
    await page.route(/\/assets\/app-[^/]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await gotoHydrated(page, "/canteras")
    const timing = await page.evaluate(async () => {
      const largest = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(list.getEntries()[0]?.startTime ?? Number.NaN),
        ).observe({ type: "largest-contentful-paint", buffered: true }),
      )
      const resources = performance.getEntriesByType("resource")
      return {
        paint: largest,
        scripts: resources
          .filter((r) => /\/assets\/.+\.js$/.test(r.name))
          .map((r) => ({ name: r.name, start: r.startTime })),
      }
    })
    expect(timing.scripts.length).toBeGreaterThan(3)
    for (const script of timing.scripts) {
      expect(script.start, script.name).toBeGreaterThan(timing.paint)
    }
  })
})

test.describe("the hydration loader", () => {
  test("waits for the largest paint in <main>, not for a header painted before the rest of the page", async ({
    page,
  }) => {
    // The header is painted at once; a parser-blocking script holds the rest of the page back,
    // and the hero (an image here) comes long after the loader has run.
    await page.route("http://loader.test/**", async (route) => {
      const url = route.request().url()
      const wait = (ms: number) =>
        new Promise((resolve) => setTimeout(resolve, ms))
      if (url.endsWith("/slow.js")) {
        await wait(300)
        return route.fulfill({ contentType: "text/javascript", body: "" })
      }
      if (url.endsWith("/hero.svg")) {
        await wait(1200)
        // Enough drawing that Chromium counts it as content (it skips near-empty images).
        const dots = Array.from(
          { length: 120 },
          (_, i) =>
            `<circle cx="${(i * 37) % 400}" cy="${(i * 53) % 300}" r="${4 + (i % 9)}" fill="#${((i * 2654435) & 0xffffff).toString(16).padStart(6, "0")}"/>`,
        ).join("")
        return route.fulfill({
          contentType: "image/svg+xml",
          body: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">${dots}</svg>`,
        })
      }
      if (url.endsWith("/hydrate.js"))
        return route.fulfill({
          contentType: "text/javascript",
          body: "export function hydratePage(){window.hydrated=true}",
        })
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><meta charset="utf-8"><header><span style="font:bold 32px sans-serif">TRABEM</span></header><script src="/slow.js"></script><main><img src="/hero.svg" alt="" width="400" height="300"></main><script>${hydrationLoader("/hydrate.js", [])}</script>`,
      })
    })
    await page.goto("http://loader.test/")
    await page.waitForFunction(() => "hydrated" in window)
    const timing = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      )
      const tag = (e: PerformanceEntry) =>
        (e as PerformanceEntry & { element?: Element }).element?.tagName
      return {
        header: entries.find((e) => tag(e) === "HEADER")?.startTime,
        hero: entries.find((e) => tag(e) === "IMG")?.startTime,
        start: performance.getEntriesByName("http://loader.test/hydrate.js")[0]
          ?.startTime,
      }
    })
    // The header was reported first, the hero much later.
    expect(timing.header).toBeLessThan((timing.hero ?? 0) - 500)
    expect(timing.start).toBeGreaterThan(timing.hero ?? Number.NaN)
  })
})

test.describe("the first frame", () => {
  /**
   * First contentful paint of /kitdigital served from a routed origin, with the parser held for
   * a second just before <main> (a long page arriving or parsed in parts); its files come from
   * the real server.
   */
  async function firstPaint(page: Page, keepExpect: boolean) {
    const built = await (await page.request.get("/kitdigital")).text()
    const expectLink = /<link rel="expect" href="#hero" blocking="render"\/>/
    expect(built).toMatch(expectLink)
    const html = (keepExpect ? built : built.replace(expectLink, "")).replace(
      "<main",
      '<script src="/hold.js"></script><main',
    )
    await page.route("http://hero.test/**", async (route) => {
      const { pathname } = new URL(route.request().url())
      if (pathname === "/hold.js") {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        return route.fulfill({ contentType: "text/javascript", body: "" })
      }
      if (pathname === "/")
        return route.fulfill({ contentType: "text/html", body: html })
      const response = await route.fetch({ url: `${E2E_BASE_URL}${pathname}` })
      return route.fulfill({ response })
    })
    await page.goto("http://hero.test/", { waitUntil: "load" })
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list.getEntriesByName("first-contentful-paint")[0]
            if (paint) resolve(paint.startTime)
          }).observe({ type: "paint", buffered: true })
        }),
    )
  }

  test("waits for the hero: a page held before <main> shows nothing rather than its header alone", async ({
    page,
  }) => {
    // Without the page's render-blocking link, the header is painted while the parser waits.
    expect(await firstPaint(page, false)).toBeLessThan(1000)
    expect(await firstPaint(page, true)).toBeGreaterThanOrEqual(1000)
  })
})
