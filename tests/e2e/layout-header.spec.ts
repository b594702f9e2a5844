import { expect, test } from "@playwright/test"
import { scrollAndSettle, scrollTo } from "../support/frame-checks.ts"
import { gotoReady } from "../support/page-ready.ts"

test.describe("shared header", () => {
  test("is transparent at the top and turns white and blurred past 20 px", async ({
    page,
  }) => {
    await gotoReady(page, "/kitdigital")
    const header = page.locator("header.site-header")
    await expect(header).toHaveAttribute("data-state", "top")
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
    await scrollAndSettle(page, 10)
    expect(await header.getAttribute("data-state")).toBe("top")
    await scrollTo(page, 21)
    await expect(header).toHaveAttribute("data-state", "scrolled")
    await expect(header).toHaveCSS("backdrop-filter", /blur/)
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toMatch(/^rgba?\(255, 255, 255|^oklab\(0\.99\d* /)
  })

  test("desktop navigation has the services, industries, hosting, products and contact entries", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await gotoReady(page, "/")
    const nav = page.getByRole("navigation", { name: "Navegación principal" })
    await expect(nav.getByRole("link", { name: "Servicios" })).toHaveAttribute(
      "href",
      "/#services",
    )
    await expect(
      nav.getByRole("link", { name: "Hosting y housing" }),
    ).toHaveAttribute("href", "/#hosting")
    const industries = nav.getByRole("button", { name: "Sectores" })
    await expect(industries).toHaveAttribute("aria-expanded", "false")
    await industries.click()
    await expect(industries).toHaveAttribute("aria-expanded", "true")
    await expect(nav.getByRole("link", { name: /Canteras/ })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(industries).toHaveAttribute("aria-expanded", "false")
    await expect(industries).toBeFocused()
    await nav.getByRole("button", { name: "Productos SaaS" }).click()
    await nav.getByRole("link", { name: /TRABEM Connext/ }).click()
    await expect(page).toHaveURL(/\/trabem-connext$/)
    await expect(
      page
        .locator("header.site-header")
        .getByRole("link", { name: "Contacto" }),
    ).toHaveCount(0)
  })
})

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("opens, closes, and closes when a link is chosen", async ({ page }) => {
    await gotoReady(page, "/kitdigital")
    const toggle = page.getByRole("button", { name: "Menú", exact: true })
    const menu = page.locator("#mobile-menu")
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await toggle.click()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await menu.getByRole("link", { name: "Software para canteras" }).click()
    await expect(page).toHaveURL(/\/canteras$/)
    await expect(page.locator("#mobile-menu")).toBeHidden()
  })
})

test.describe("links to pages in another language", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("show their language after a space where it stays, and keep it in their names where a note says it", async ({
    page,
  }) => {
    await gotoReady(page, "/en")
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    const menuLink = page
      .locator("#mobile-menu")
      .getByRole("link", { name: "Car dealerships (Spanish)" })
    // The text as laid out: on one line, a space before the mark.
    await expect(menuLink).toHaveJSProperty(
      "innerText",
      "Car dealerships (Spanish)",
    )
    await page.keyboard.press("Escape")
    await expect(
      page
        .locator("footer")
        .getByRole("link", { name: "Car dealerships (Spanish)" }),
    ).toHaveJSProperty("innerText", "Car dealerships (Spanish)")

    await gotoReady(page, "/fr/automocion")
    const footer = page.locator("footer")
    await expect(
      footer.getByRole("link", { name: "Carrières (en anglais)" }),
    ).toHaveJSProperty("innerText", "Carrières (en anglais)")
    // Under a column's note, the link shows its words and says the language to screen readers.
    const home = footer.getByRole("link", {
      name: "Accueil (en anglais)",
      exact: true,
    })
    await expect(home).toHaveAttribute("hreflang", "en")
    await expect(
      footer.getByRole("navigation", { name: "Liens rapides" }),
    ).toContainText("Pages en anglais")
  })
})
