import { expect, test } from "@playwright/test"
import { expectLoopingCarousel } from "../support/carousel-checks.ts"

test.use({ viewport: { width: 1440, height: 900 } })

test("/automocion: chat examples and testimonials carousels loop", async ({
  page,
}) => {
  await page.goto("/automocion")
  const labels = { previous: "Anterior", next: "Siguiente" }
  const examples = page.locator("#examples [aria-roledescription=carousel]")
  await expect(examples).toContainText("Consulta de recambios")
  await expectLoopingCarousel(examples, 5, 3, labels)
  const testimonials = page.locator(
    "#testimonials [aria-roledescription=carousel]",
  )
  // Two testimonials side by side move as a pair.
  await expectLoopingCarousel(testimonials, 3, 2, labels, 2)
})
