import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydration.ts"

test.describe("language switcher", () => {
  const entries = async (page: Page) => {
    await page.getByTestId("language-switcher").click()
    const menu = page.getByTestId("language-menu")
    await expect(menu).toBeVisible()
    return menu
  }

  test("on a translated page: ES and EN lead to the same page, FR is disabled", async ({
    page,
  }) => {
    await gotoHydrated(page, "/canteras")
    const menu = await entries(page)
    await expect(menu.getByRole("link", { name: /Español/ })).toHaveAttribute(
      "href",
      "/canteras",
    )
    await expect(menu.getByRole("link", { name: /Français/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    )
    await menu.getByRole("link", { name: /English/ }).click()
    await expect(page).toHaveURL(/\/en\/canteras$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  })

  test("on a Spanish-only page, English leads to the English home", async ({
    page,
  }) => {
    await gotoHydrated(page, "/office-365")
    const menu = await entries(page)
    await expect(menu.getByRole("link", { name: /English/ })).toHaveAttribute(
      "href",
      "/en",
    )
  })

  test("on the automotive pages only Spanish and French are active", async ({
    page,
  }) => {
    await gotoHydrated(page, "/automocion")
    const menu = await entries(page)
    await expect(menu.getByRole("link", { name: /English/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    )
    await menu.getByRole("link", { name: /Français/ }).click()
    await expect(page).toHaveURL(/\/fr\/automocion$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR")
    await expect(
      page
        .getByTestId("product-header")
        .getByRole("link", { name: "Contacter" }),
    ).toHaveAttribute("href", "#cta-section")
  })
})
