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
 * Checks a looping carousel of `total` slides, `perView` of them in view:
 * the next button and the right arrow key move on by `step` slides (one, or
 * a whole view where the carousel moves by view: two testimonials side by
 * side move as a pair), the previous button and the left arrow key move back
 * as far, and both loop: going back from the first view shows the last one.
 */
export async function expectLoopingCarousel(
  carousel: Locator,
  total: number,
  perView: number,
  labels: { readonly previous: string; readonly next: string },
  step = 1,
) {
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(
    total,
  )
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute("data-ready", "true")
  const next = carousel.getByRole("button", { name: labels.next })
  const previous = carousel.getByRole("button", { name: labels.previous })
  await expect(next).toBeEnabled()
  await expect(previous).toBeEnabled()

  // The slide each view starts with: 1, 1 + step, 1 + 2 × step…
  const starts = Array.from(
    { length: Math.ceil(total / step) },
    (_, i) => i * step + 1,
  )
  /**
   * The slides in view when the view starts at `first`, the loop bringing the
   * first ones after the last.
   */
  const view = (first: number) =>
    Array.from(
      { length: Math.min(perView, total) },
      (_, i) => `${((first - 1 + i) % total) + 1} / ${total}`,
    )
  // A move animates for a few hundred milliseconds: polled often, the view is
  // read as soon as it has come to rest.
  const expectView = (index: number) =>
    expect
      .poll(() => visibleSlides(carousel), { intervals: [50] })
      .toEqual(view(starts[(index + starts.length) % starts.length]!))

  await expectView(0)
  await next.click()
  await expectView(1)
  await next.click()
  await expectView(2)

  await carousel.focus()
  await carousel.press("ArrowLeft")
  await expectView(1)
  await carousel.press("ArrowLeft")
  await expectView(0)

  // Looping: one step back from the first view brings the last one in.
  await previous.click()
  await expectView(-1)

  await carousel.press("ArrowRight")
  await expectView(0)
}
