import { expect, test } from "@playwright/test"

test("news: 'Try assistant' opens the chat panel", async ({ page }) => {
  await page.goto("/novedades", { waitUntil: "networkidle" })
  const panel = page.locator("#chat-panel")
  await expect(panel).toBeHidden()
  await page
    .locator("#chat")
    .getByRole("button", { name: "Probar asistente" })
    .click()
  await expect(panel).toBeVisible()
  await expect(panel.getByRole("button", { name: "Cerrar" })).toBeFocused()
})

test.describe("a news post without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("opens the chat from its button and leads back to the news", async ({
    page,
  }) => {
    await page.goto("/novedades/asistente-virtual")
    const panel = page.locator("#chat-panel")
    await expect(panel).toBeHidden()
    await page
      .getByRole("main")
      .getByRole("button", { name: "Probar asistente" })
      .click()
    await expect(panel).toBeVisible()
    await page.keyboard.press("Escape")
    await page.getByRole("link", { name: "Todas las novedades" }).click()
    await expect(page).toHaveURL(/\/novedades$/)
  })
})
