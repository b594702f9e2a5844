import { expect, test } from "@playwright/test"

test.describe("tutorials", () => {
  test("prints the steps without header, footer, chat or video", async ({
    page,
  }) => {
    await page.goto("/facturas")
    await page.emulateMedia({ media: "print" })
    await expect(page.locator("header.site-header")).toBeHidden()
    await expect(page.getByRole("contentinfo")).toBeHidden()
    await expect(
      page.getByRole("button", { name: /asistente virtual/ }),
    ).toBeHidden()
    await expect(page.locator("#video")).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const steps = page.locator("ol[data-testid=tutorial-steps] > li")
    await expect(steps).toHaveCount(4)
    for (const step of await steps.all()) await expect(step).toBeVisible()
    const colour = await steps
      .first()
      .locator("p")
      .nth(1)
      .evaluate((el) => getComputedStyle(el).color)
    expect(colour).toBe("rgb(0, 0, 0)")
  })
})
