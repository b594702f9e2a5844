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
  test("has the connection to the stylesheet: the page's script is asked for once it has painted", async ({
    page,
  }) => {
    // A slow stylesheet: the entry module has long arrived when it comes, and would ask for the
    // rest of the script at once, before the page can paint, if it did not wait for the paint.
    await page.route(/\/assets\/app-[^/]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await gotoHydrated(page, "/canteras")
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]
      const resources = performance.getEntriesByType("resource")
      return {
        paint: paint?.startTime ?? Number.NaN,
        scripts: resources
          .filter((r) => /\/assets\/.+\.js$/.test(r.name))
          .map((r) => ({ name: r.name, start: r.startTime })),
      }
    })
    const early = timing.scripts.filter(
      (s) => !/entry\.client|preload-helper/.test(s.name),
    )
    expect(early.length).toBeGreaterThan(3)
    for (const script of early) {
      expect(script.start, script.name).toBeGreaterThan(timing.paint)
    }
  })
})
