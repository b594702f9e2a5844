import { expect, test, type Page } from "@playwright/test"
import { site } from "../../app/config/site.ts"
import { gotoHydrated } from "../support/hydration.ts"

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
}

test.describe("shared header", () => {
  test("is transparent at the top and turns white and blurred past 20 px", async ({
    page,
  }) => {
    await gotoHydrated(page, "/kitdigital")
    const header = page.getByTestId("site-header")
    await expect(header).toHaveAttribute("data-state", "top")
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
    await scrollTo(page, 10)
    await page.waitForTimeout(100)
    await expect(header).toHaveAttribute("data-state", "top")
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
    await gotoHydrated(page, "/")
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
      page.getByTestId("site-header").getByRole("link", { name: "Contacto" }),
    ).toHaveCount(0)
  })
})

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("opens, closes, and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/kitdigital")
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

test.describe("product headers", () => {
  test("automotive and clinic headers scroll to the call-to-action section, Connext to contact", async ({
    page,
  }) => {
    await gotoHydrated(page, "/automocion")
    await expect(
      page
        .getByTestId("product-header")
        .getByRole("link", { name: "Contactar" }),
    ).toHaveAttribute("href", "#cta-section")
    await gotoHydrated(page, "/trabem-connext")
    await expect(page.getByTestId("site-header")).toHaveCount(0)
    await expect(
      page
        .getByTestId("product-header")
        .getByRole("link", { name: "Contactar" }),
    ).toHaveAttribute("href", "#contact")
    await gotoHydrated(page, "/trabemflex-clinica")
    await expect(page.getByTestId("product-header")).toContainText(
      "Tu clínica, atendida las 24 horas",
    )
    const footer = page.getByTestId("site-footer")
    await expect(footer).toHaveAttribute("data-variant", "clinic")
    await expect(footer.getByRole("link", { name: /hosting/i })).toHaveCount(0)
  })
})

test.describe("chat", () => {
  test("toggles a 350 x 500 panel 20 px from the right edge; the frame loads on first opening", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const frameRequests: string[] = []
    page.on("request", (r) => {
      if (r.url().startsWith(site.chatbot.value ?? "-"))
        frameRequests.push(r.url())
    })
    await gotoHydrated(page, "/kitdigital")
    const panel = page.getByTestId("chat-panel")
    await expect(panel).toBeHidden()
    expect(frameRequests).toEqual([])
    await page.getByTestId("chat-toggle").click()
    await expect(panel).toBeVisible()
    await expect(panel.locator("iframe")).toHaveCount(1)
    await expect.poll(() => frameRequests.length).toBe(1)
    const box = await panel.boundingBox()
    expect(box?.width).toBe(350)
    expect(box?.height).toBe(500)
    expect(Math.round(1280 - (box!.x + box!.width))).toBe(20)
    expect(box!.y + box!.height).toBeGreaterThan(800)
    await page.getByTestId("chat-toggle").click()
    await expect(panel).toBeHidden()
    await page.getByTestId("chat-toggle").click()
    await panel.getByRole("button", { name: "Cerrar" }).click()
    await expect(panel).toBeHidden()
    await expect(page.getByTestId("chat-toggle")).toBeFocused()
  })

  test("says Fermer in French", async ({ page }) => {
    await gotoHydrated(page, "/fr/automocion")
    await page.getByTestId("chat-toggle").click()
    await expect(
      page.getByTestId("chat-panel").getByRole("button", { name: "Fermer" }),
    ).toBeVisible()
  })

  test("is absent on the clinic appointment page", async ({ page }) => {
    await gotoHydrated(page, "/trabemflex-salud")
    await expect(page.getByTestId("chat-toggle")).toHaveCount(0)
    await expect(page.locator("iframe")).toHaveCount(0)
  })
})

test.describe("not found", () => {
  test("answers 404 with the not-found page and logs the path", async ({
    page,
  }) => {
    const messages: string[] = []
    page.on("console", (m) => messages.push(m.text()))
    const response = await page.goto("/esta-pagina-no-existe")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Página no encontrada",
    )
    await expect(page.getByText("no existe o se ha movido")).toBeVisible()
    await expect
      .poll(() => messages.join("\n"))
      .toContain("/esta-pagina-no-existe")
    await page
      .getByRole("main")
      .getByRole("link", { name: "Volver al inicio" })
      .click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe("redirects", () => {
  test("/contacto and /en/contact land on the home contact sections", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/contacto", "/#contact"],
      ["/en/contact", "/en#contact"],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 })
      expect(res.status()).toBe(301)
      expect(res.headers().location).toBe(to)
    }
  })
})
