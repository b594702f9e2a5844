import { expect, test } from "@playwright/test"
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
