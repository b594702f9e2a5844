import { expect, test } from "@playwright/test"
import { firstVisibleSlide, openCarousel } from "../support/home-checks.ts"
import { scriptsRan } from "../support/page-ready.ts"

test.describe("home carousels on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("move with the buttons and the arrow keys, and loop", async ({
    page,
  }) => {
    const { group, carousel } = await openCarousel(page, "/", "hosting")
    expect(await firstVisibleSlide(carousel)).toBe("1 / 5")

    await group.getByRole("button", { name: "Siguiente" }).click()
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("2 / 5")
    await group.getByRole("button", { name: "Anterior" }).click()
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("1 / 5")
    await group.getByRole("button", { name: "Anterior" }).click()
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("5 / 5")

    await carousel.focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("1 / 5")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("2 / 5")
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("1 / 5")
  })
})

test.describe("home carousels where every testimonial fits", () => {
  for (const width of [1024, 1440])
    test(`show no buttons at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/en")
      await scriptsRan(page)
      const group = page.locator('[data-group="ai"]')
      const carousel = group.getByRole("region")
      await carousel.scrollIntoViewIfNeeded()
      for (const slide of await carousel
        .locator('[aria-roledescription="slide"]')
        .all())
        await expect(slide).toBeInViewport({ ratio: 0.9 })
      await expect(group.getByRole("button", { name: "Previous" })).toBeHidden()
      await expect(group.getByRole("button", { name: "Next" })).toBeHidden()
      // The hosting group's five testimonials do not all fit: its buttons stay.
      await expect(
        page
          .locator('[data-group="hosting"]')
          .getByRole("button", { name: "Next" }),
      ).toBeVisible()
    })
})

test.describe("home carousels on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("show one testimonial at a time and loop back to the first", async ({
    page,
  }) => {
    const { group, carousel } = await openCarousel(page, "/en", "ai")
    const next = group.getByRole("button", { name: "Next" })
    await expect(next).toBeEnabled()
    await expect(group.getByRole("button", { name: "Previous" })).toBeEnabled()
    for (const expected of ["2 / 3", "3 / 3", "1 / 3"]) {
      await next.click()
      await expect.poll(() => firstVisibleSlide(carousel)).toBe(expected)
    }
  })
})
