import { expect, test } from "@playwright/test"
import { business } from "../../app/config/business.ts"
import { isOpen, scrollTo } from "../support/frame-checks.ts"

/** Every control of the frame answers as HTML, here with JavaScript off. */

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false })

  test.describe("on a wide screen", () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test("header dropdowns open, close with Escape and an outside click, and navigate", async ({
      page,
    }) => {
      await page.goto("/kitdigital")
      const nav = page.getByRole("navigation", { name: "Navegación principal" })
      await nav.getByRole("button", { name: "Sectores" }).click()
      await expect(nav.getByRole("link", { name: /Canteras/ })).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(nav.getByRole("link", { name: /Canteras/ })).toBeHidden()
      await nav.getByRole("button", { name: "Productos SaaS" }).click()
      expect(await isOpen(page, "nav-products")).toBe(true)
      await page.mouse.click(700, 700)
      expect(await isOpen(page, "nav-products")).toBe(false)
      await nav.getByRole("button", { name: "Productos SaaS" }).click()
      await nav.getByRole("link", { name: /TRABEM Connext/ }).click()
      await expect(page).toHaveURL(/\/trabem-connext$/)
    })

    test("the language menu offers the right targets, French only on the automotive pages", async ({
      page,
    }) => {
      await page.goto("/canteras")
      await page.locator('[popovertarget="language-menu"]').click()
      const menu = page.locator("#language-menu")
      await expect(menu.getByRole("link", { name: /English/ })).toHaveAttribute(
        "href",
        "/en/canteras",
      )
      await expect(
        menu.getByRole("link", { name: /Français/ }),
      ).toHaveAttribute("aria-disabled", "true")
      await menu.getByRole("link", { name: /English/ }).click()
      await expect(page).toHaveURL(/\/en\/canteras$/)

      await page.goto("/automocion")
      await page.locator('[popovertarget="language-menu"]').click()
      await expect(menu.getByRole("link", { name: /English/ })).toHaveAttribute(
        "aria-disabled",
        "true",
      )
      await menu.getByRole("link", { name: /Français/ }).click()
      await expect(page).toHaveURL(/\/fr\/automocion$/)
    })

    test("the header turns readable past 20 px, and the chat panel opens and closes", async ({
      page,
    }) => {
      await page.goto("/kitdigital")
      const header = page.locator("header.site-header")
      await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
      await scrollTo(page, 21)
      await expect(header).toHaveCSS(
        "background-color",
        "rgba(255, 255, 255, 0.85)",
      )
      await expect(header).toHaveCSS("color", "rgb(11, 27, 50)")

      const panel = page.locator("#chat-panel")
      await expect(panel).toBeHidden()
      await page.locator("[data-chat-toggle]").click()
      await expect(panel).toBeVisible()
      const box = await panel.boundingBox()
      expect([box?.width, box?.height]).toEqual([350, 500])
      await panel.getByRole("button", { name: "Cerrar" }).click()
      await expect(panel).toBeHidden()
    })

    test("the chatbot's page loads nothing until asked for, and then opens in a new tab", async ({
      page,
    }) => {
      const chatbot = business.chatbot.value
      expect(chatbot).toBeTruthy()
      const chatbotRequests: string[] = []
      page.on("request", (r) => {
        if (r.url().startsWith(chatbot!)) chatbotRequests.push(r.url())
      })
      // The load event waits for every frame in the document.
      await page.goto("/kitdigital")
      const panel = page.locator("#chat-panel")
      await page.locator("[data-chat-toggle]").click()
      await expect(panel).toBeVisible()
      await expect(panel).toContainText(
        "Es un servicio externo: no se carga nada de él hasta que lo abres.",
      )
      await expect(panel.locator("iframe")).toHaveCount(0)
      expect(chatbotRequests).toEqual([])

      const link = panel.getByRole("link", { name: /Abrir el asistente/ })
      await expect(link).toHaveAttribute("href", chatbot!)
      await expect(link).toHaveAccessibleName(
        "Abrir el asistente (se abre en una pestaña nueva)",
      )
      const popup = page.waitForEvent("popup")
      const opened = page
        .context()
        .waitForEvent("request", (r) => r.url().startsWith(chatbot!))
      await link.click()
      await popup
      expect((await opened).isNavigationRequest()).toBe(true)
    })

    test("a carousel's track scrolls on its own", async ({ page }) => {
      await page.goto("/")
      const track = page
        .locator("#success-stories [aria-roledescription=carousel] > div")
        .first()
      await track.scrollIntoViewIfNeeded()
      await track.focus()
      await page.keyboard.press("ArrowRight")
      await expect
        .poll(() => track.evaluate((el) => el.scrollLeft))
        .toBeGreaterThan(0)
    })
  })
})
