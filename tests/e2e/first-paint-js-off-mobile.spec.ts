import { expect, test, type Page } from "@playwright/test"

const MENU_BUTTON = 'button[popovertarget="mobile-menu"]'

/**
 * The name and expanded state Chromium itself exposes to assistive
 * technology (a `popovertarget` button is expanded while its popover is
 * open, with no `aria-expanded` attribute in the markup).
 */
async function accessibleState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  })
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    objectId: result.objectId,
    fetchRelatives: false,
  })
  const ax = nodes[0]
  const expanded = ax?.properties?.find((p) => p.name === "expanded")
  return { name: ax?.name?.value, expanded: expanded?.value.value ?? false }
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false })

  test("the mobile menu opens, closes and navigates, its button named and expanded right", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/kitdigital")
    const menu = page.locator("#mobile-menu")
    const toggle = page.getByRole("button", { name: "Menú", exact: true })
    expect(await accessibleState(page, MENU_BUTTON)).toEqual({
      name: "Menú",
      expanded: false,
    })
    await toggle.click()
    await expect(menu).toBeVisible()
    expect(await accessibleState(page, MENU_BUTTON)).toEqual({
      name: "Menú",
      expanded: true,
    })
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await toggle.click()
    await menu.getByRole("link", { name: "Software para canteras" }).click()
    await expect(page).toHaveURL(/\/canteras$/)
  })
})
