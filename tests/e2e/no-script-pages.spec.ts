import { expect, test } from "@playwright/test"
import { gotoReady } from "../support/page-ready.ts"

/**
 * A page with nothing to enhance but its frame carries only the frame's
 * module, written into the page (tests/unit/built/frame.test.ts): its menus,
 * language switch and chat work with it.
 */
test("/aviso-legal: the menus, the language switch and the chat work", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await gotoReady(page, "/aviso-legal")
  const industries = page.getByRole("button", { name: "Sectores" })
  await expect(industries).toHaveAttribute("aria-expanded", "false")
  await industries.click()
  await expect(industries).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("ArrowDown")
  await expect(page.locator("#nav-industries a").first()).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(industries).toHaveAttribute("aria-expanded", "false")

  const panel = page.locator("#chat-panel")
  await page.locator("[data-chat-toggle]").click()
  await expect(panel.getByRole("button", { name: "Cerrar" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(panel).toBeHidden()

  await page.locator('[popovertarget="language-menu"]').click()
  await page
    .locator("#language-menu")
    .getByRole("link", { name: /English/ })
    .click()
  await expect(page).toHaveURL(/\/en\/legal-notice$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
})
