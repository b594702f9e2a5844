import { expect, test, type Page } from "@playwright/test"
import { gotoReady } from "../support/page-ready.ts"

test.describe("language switcher", () => {
  const entries = async (page: Page) => {
    await page.locator('[popovertarget="language-menu"]').click()
    const menu = page.locator("#language-menu")
    await expect(menu).toBeVisible()
    return menu
  }

  test("on a translated page: ES and EN lead to the same page, FR is disabled", async ({
    page,
  }) => {
    await gotoReady(page, "/canteras")
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

  test("on every other page, each language leads to the same page", async ({
    page,
  }) => {
    await gotoReady(page, "/office-365")
    const menu = await entries(page)
    await menu.getByRole("link", { name: /English/ }).click()
    await expect(page).toHaveURL(/\/en\/office-365$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    const back = await entries(page)
    await expect(back.getByRole("link", { name: /Español/ })).toHaveAttribute(
      "href",
      "/office-365",
    )
  })

  test("a link to a page in another language says so, visibly and to screen readers", async ({
    page,
  }) => {
    await gotoReady(page, "/en")
    const dealerships = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Car dealerships (Spanish)" })
    await expect(dealerships).toBeVisible()
    await expect(dealerships).toHaveAttribute("href", "/automocion")
    await expect(dealerships).toHaveAttribute("hreflang", "es")
    await gotoReady(page, "/fr/automocion")
    const privacy = page.getByRole("link", {
      name: "Politique de confidentialité (en anglais)",
    })
    await expect(privacy).toHaveAttribute("href", "/en/privacy")
    await expect(privacy).toHaveAttribute("hreflang", "en")
  })

  test("on the automotive pages only Spanish and French are active", async ({
    page,
  }) => {
    await gotoReady(page, "/automocion")
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
