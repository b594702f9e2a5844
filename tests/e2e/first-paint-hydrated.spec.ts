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
