import { expect, test } from "@playwright/test"
import { expectScrolledTo } from "../support/page-checks.ts"
import { gotoReady } from "../support/page-ready.ts"

test.describe("Office 365 page", () => {
  test("fits a phone screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await gotoReady(page, "/office-365")
    const scrollWidth = await page.evaluate(
      () => document.documentElement.scrollWidth,
    )
    expect(scrollWidth).toBeLessThanOrEqual(375)
    await page.getByRole("link", { name: "Empezar ahora" }).click()
    await expectScrolledTo(page, "#formulario")
    await expect(page.locator("#formulario h2")).toBeInViewport()
  })
})
