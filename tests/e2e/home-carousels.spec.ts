import { expect, test } from "@playwright/test"
import {
  firstCardLeft,
  firstVisibleSlide,
  openCarousel,
} from "../support/home-checks.ts"
import { animationFrames } from "../support/page-checks.ts"

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

  test("disable their buttons when every testimonial already shows", async ({
    page,
  }) => {
    const { group, carousel } = await openCarousel(page, "/en", "ai")
    await expect(group.getByRole("button", { name: "Previous" })).toBeDisabled()
    await expect(group.getByRole("button", { name: "Next" })).toBeDisabled()
    for (const slide of await carousel
      .locator('[aria-roledescription="slide"]')
      .all())
      await expect(slide).toBeInViewport({ ratio: 0.9 })
    await carousel.focus()
    const before = await firstCardLeft(carousel)
    await page.keyboard.press("ArrowRight")
    await animationFrames(page, 3)
    expect(await firstCardLeft(carousel)).toBe(before)
    expect(await firstVisibleSlide(carousel)).toBe("1 / 3")
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
