import { expect, test, type Page } from "@playwright/test"
import { E2E_BASE_URL } from "../support/e2e-env.ts"
import { gotoReady, holdScripts } from "../support/page-ready.ts"

test.describe("a link to #chat", () => {
  test("opens the chat panel as soon as the page's scripts have run, before the page is complete", async ({
    page,
  }) => {
    // Module scripts run before DOMContentLoaded: the panel is open by then,
    // not after a later task.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const panel = document.getElementById("chat-panel")
        document.documentElement.dataset.chatOpenAtReady = String(
          panel?.matches(":popover-open") ?? "no panel",
        )
      })
    })
    await page.goto("/novedades#chat", { waitUntil: "domcontentloaded" })
    await expect(page.locator("html")).toHaveAttribute(
      "data-chat-open-at-ready",
      "true",
    )
    const panel = page.locator("#chat-panel")
    await expect(panel).toBeVisible()
    await expect(panel.getByRole("button", { name: "Cerrar" })).toBeFocused()
  })

  test("opens the chat panel when the address changes to #chat on the page", async ({
    page,
  }) => {
    await gotoReady(page, "/novedades")
    const panel = page.locator("#chat-panel")
    await expect(panel).toBeHidden()
    await page.evaluate(() => (location.hash = "#chat"))
    await expect(panel).toBeVisible()
  })
})

test.describe("footer year", () => {
  test("follows the visitor's clock on pages with script; the newsletter page, which has none, shows the year of its e-mail", async ({
    page,
    request,
  }) => {
    const problems: string[] = []
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text())
    })
    await page.clock.install({ time: new Date("2041-01-02T10:00:00") })
    await gotoReady(page, "/kitdigital")
    const footer = page.getByRole("contentinfo")
    await expect(footer).toContainText("© 2041")
    await gotoReady(page, "/aviso-legal")
    await expect(footer).toContainText("© 2041")
    const email = await (await request.get("/newsletter/trabem-es.html")).text()
    const emailYear = email.match(/&copy; (\d{4})/)?.[1]
    expect(emailYear).toMatch(/^\d{4}$/)
    await gotoReady(page, "/mailchimp")
    await expect(page.getByTestId("newsletter-email")).toContainText(
      `© ${emailYear}`,
    )
    expect(problems).toEqual([])
  })
})

test.describe("first paint", () => {
  test("does not wait for any script: the page paints its hero while every script is held back", async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto("/canteras", { waitUntil: "commit" })
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const element = (
                entry as PerformanceEntry & { element?: Element }
              ).element
              if (element?.closest("main")) resolve(element.tagName)
            }
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    )
    expect(largest).toBeTruthy()
    // Painted, and still no script has run.
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete")
    expect(await page.locator("[data-menu][data-ready]").count()).toBe(0)
    release()
  })
})

test.describe("the first frame", () => {
  const HOLD_MS = 2500

  /**
   * First contentful paint of /kitdigital served from a routed origin, with the parser held for
   * HOLD_MS just before <main> (a long page arriving or parsed in parts); its files come from
   * the real server. The hold is long enough for the stylesheet and the font to arrive on a busy
   * machine, so that a paint during it is the page's doing, not the machine's.
   */
  async function firstPaint(page: Page, keepExpect: boolean) {
    const built = await (await page.request.get("/kitdigital")).text()
    const expectLink = /<link rel="expect" href="#hero" blocking="render"\/?>/
    expect(built).toMatch(expectLink)
    const html = (keepExpect ? built : built.replace(expectLink, "")).replace(
      "<main",
      '<script src="/hold.js"></script><main',
    )
    await page.route("http://hero.test/**", async (route) => {
      const { pathname } = new URL(route.request().url())
      if (pathname === "/hold.js") {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
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
    expect(await firstPaint(page, false)).toBeLessThan(HOLD_MS)
    expect(await firstPaint(page, true)).toBeGreaterThanOrEqual(HOLD_MS)
  })
})
