import { expect, type Locator } from "@playwright/test"

/** Labels ("n / total") of the slides whose card lies fully inside the carousel's viewport. */
export async function visibleSlides(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) => {
    const viewport = region.firstElementChild!.getBoundingClientRect()
    return [
      ...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
    ]
      .filter((slide) => {
        const card = (slide.firstElementChild ?? slide).getBoundingClientRect()
        return (
          card.width > 0 &&
          card.left >= viewport.left - 2 &&
          card.right <= viewport.right + 2
        )
      })
      .sort(
        (a, b) =>
          a.getBoundingClientRect().left - b.getBoundingClientRect().left,
      )
      .map((slide) => slide.getAttribute("aria-label") ?? "")
  })
}

/**
 * Checks a looping carousel: `perView` slides in view, the next button and
 * the right arrow key move on by one, and going back from the first slide
 * shows the last one.
 */
export async function expectLoopingCarousel(
  carousel: Locator,
  total: number,
  perView: number,
  labels: { readonly previous: string; readonly next: string },
) {
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(
    total,
  )
  await carousel.scrollIntoViewIfNeeded()
  const next = carousel.getByRole("button", { name: labels.next })
  const previous = carousel.getByRole("button", { name: labels.previous })
  await expect(next).toBeEnabled()
  await expect(previous).toBeEnabled()

  const first = Array.from({ length: perView }, (_, i) => `${i + 1} / ${total}`)
  await expect.poll(() => visibleSlides(carousel)).toEqual(first)

  await next.click()
  await expect
    .poll(() => visibleSlides(carousel).then((s) => s[0]))
    .toBe(`2 / ${total}`)

  await carousel.focus()
  await carousel.press("ArrowLeft")
  await expect
    .poll(() => visibleSlides(carousel).then((s) => s[0]))
    .toBe(`1 / ${total}`)

  // Looping: one step back from the first slide brings the last one in.
  await previous.click()
  await expect
    .poll(() => visibleSlides(carousel).then((s) => s[0]))
    .toBe(`${total} / ${total}`)

  await carousel.press("ArrowRight")
  await expect
    .poll(() => visibleSlides(carousel).then((s) => s[0]))
    .toBe(`1 / ${total}`)
}
