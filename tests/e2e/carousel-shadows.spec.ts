import { expect, test } from "@playwright/test"

test("the clinic page's testimonials leave room inside the carousel's clip for the cards' shadows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto("/trabemflex-clinica")
  const carousel = page.locator("#testimonials [data-carousel]")
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute("data-ready", "true")
  // The cards in view, and how far each lies inside the viewport, which clips.
  const room = await carousel.evaluate((region) => {
    const clip = region.firstElementChild!.getBoundingClientRect()
    return [...region.querySelectorAll("figure")]
      .map((card) => card.getBoundingClientRect())
      .filter((card) => card.left < clip.right && card.right > clip.left)
      .map((card) => ({
        sides: Math.min(card.left - clip.left, clip.right - card.right),
        below: clip.bottom - card.bottom,
      }))
  })
  expect(room).toHaveLength(2)
  // The raised shadow (app/styles/theme.css) reaches 16 px aside and 24 px below.
  for (const card of room) {
    expect(card.sides).toBeGreaterThanOrEqual(8)
    expect(card.below).toBeGreaterThanOrEqual(24)
  }
})
