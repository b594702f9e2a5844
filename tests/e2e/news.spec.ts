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
