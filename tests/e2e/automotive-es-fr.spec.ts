import { expect, test } from "@playwright/test"
import { expectLoopingCarousel } from "../support/carousel-checks.ts"
import { SITE } from "../support/landing-checks.ts"

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

test("/fr/automocion: one testimonial, French chat panel with Fermer", async ({
  page,
}) => {
  await page.goto("/fr/automocion")
  await expect(page.locator("#examples")).toHaveCount(0)
  await expect(page.locator("#testimonials figure")).toHaveCount(1)
  await expect(
    page.locator("#testimonials [aria-roledescription=carousel]"),
  ).toHaveCount(0)
  await expect(page.locator("#testimonials")).toContainText("Laurent D.")

  const toggle = page.locator("[data-chat-toggle]")
  await expect(toggle).toHaveAttribute("aria-label", /chat/i)
  await toggle.click()
  const panel = page.locator("#chat-panel")
  await expect(panel).toBeVisible()
  const close = panel.getByRole("button", { name: "Fermer" })
  await expect(close).toBeVisible()
  await close.click()
  await expect(panel).toBeHidden()
})

test("the Spanish and French dealership pages point to each other", async ({
  page,
}) => {
  await page.goto("/automocion")
  await expect(
    page.locator('head link[rel="alternate"][hreflang="fr-FR"]'),
  ).toHaveAttribute("href", `${SITE}/fr/automocion`)
  const response = await page.request.get("/fr/automocion")
  expect(response.status()).toBe(200)
})
