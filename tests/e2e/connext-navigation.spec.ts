import { expect, test, type Page } from "@playwright/test"
import {
  expectLoopingCarousel,
  visibleSlides,
} from "../support/carousel-checks.ts"
import { expectScrolledTo, revealAll } from "../support/page-checks.ts"
import { gotoReady } from "../support/page-ready.ts"

async function expectScrolledToContact(page: Page) {
  await expect(page).toHaveURL(/#contact$/)
  await expectScrolledTo(page, "#contact")
}

const carouselLabels = { previous: "Anterior", next: "Siguiente" } as const
test.describe("TRABEM Connext page", () => {
  test("both buttons of the call-to-action band scroll to the contact section", async ({
    page,
  }) => {
    // Plain links to an anchor: nothing here waits for the contact form's island.
    await gotoReady(page, "/trabem-connext")
    const buttons = page.locator("#cta a")
    await expect(buttons).toHaveText([
      "Solicitar demo",
      "Hablar con un especialista",
    ])
    // The band fades in as it is reached; a click lands on it once it has come to rest.
    await revealAll(page, "#cta")
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() =>
        window.scrollTo({ top: 0, behavior: "instant" }),
      )
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await buttons.nth(i).click()
      await expectScrolledToContact(page)
    }
  })

  test("the testimonials carousel shows two clients one at a time and loops with buttons and arrow keys", async ({
    page,
  }) => {
    await gotoReady(page, "/trabem-connext")
    const carousel = page
      .locator("#testimonials")
      .locator('[aria-roledescription="carousel"]')
    await carousel.scrollIntoViewIfNeeded()
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(2)
    await expect(slides.nth(0)).toContainText("LM")
    await expect(slides.nth(0)).toContainText("Clínica")
    await expect(slides.nth(1)).toContainText("AP")
    await expect(slides.nth(1)).toContainText("Ayuntamiento")

    await expectLoopingCarousel(carousel, 2, 1, carouselLabels)

    // Next from the last slide comes back to the first, by button and by key.
    const next = carousel.getByRole("button", { name: carouselLabels.next })
    await next.click()
    await expect.poll(() => visibleSlides(carousel)).toEqual(["2 / 2"])
    await next.click()
    await expect.poll(() => visibleSlides(carousel)).toEqual(["1 / 2"])
    await carousel.press("ArrowLeft")
    await expect.poll(() => visibleSlides(carousel)).toEqual(["2 / 2"])
  })
})
