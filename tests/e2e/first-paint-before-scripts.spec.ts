import { expect, test, type Page } from "@playwright/test"
import { isOpen } from "../support/frame-checks.ts"
import { holdScripts, scriptsRan } from "../support/page-ready.ts"

/**
 * Every control of the frame answers as HTML while the page's script modules
 * are held back, and keeps working once they ran.
 */

/** Collects every console warning and error and every uncaught exception of the page. */
function problemsOf(page: Page) {
  const problems: string[] = []
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text())
  })
  page.on("pageerror", (e) => problems.push(e.message))
  return problems
}

/**
 * Opens the page without waiting for an event a held script would hold, only
 * for its parsed HTML (the footer).
 */
async function openHeld(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" })
  await expect(page.getByRole("contentinfo")).toBeAttached()
}

/** No menu and no chat panel has been wired by script yet. */
async function expectNoScriptRan(page: Page) {
  await expect(page.locator("[data-menu]").first()).toBeAttached()
  expect(await page.locator("[data-menu][data-ready]").count()).toBe(0)
  expect(await page.locator("#chat-panel").getAttribute("data-ready")).toBe(
    null,
  )
  expect(await page.evaluate(() => document.readyState === "complete")).toBe(
    false,
  )
}

test.describe("before the page's scripts run", () => {
  test.describe("on a wide screen", () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test("the menus, the language switch and the chat answer, and keep working once the scripts ran, without a warning", async ({
      page,
    }) => {
      const problems = problemsOf(page)
      const release = await holdScripts(page)
      await openHeld(page, "/canteras")

      const industries = page.getByRole("button", { name: "Sectores" })
      await industries.click()
      expect(await isOpen(page, "nav-industries")).toBe(true)
      await expect(
        page.locator("#nav-industries").getByRole("link").first(),
      ).toBeVisible()
      await page.keyboard.press("Escape")
      expect(await isOpen(page, "nav-industries")).toBe(false)

      const switcher = page.locator('[popovertarget="language-menu"]')
      const languages = page.locator("#language-menu")
      await switcher.click()
      await expect(languages).toBeVisible()
      await expect(
        languages.getByRole("link", { name: /English/ }),
      ).toHaveAttribute("href", "/en/canteras")
      await page.keyboard.press("Escape")
      await expect(languages).toBeHidden()

      const panel = page.locator("#chat-panel")
      await page.locator("[data-chat-toggle]").click()
      await expect(panel).toBeVisible()
      await expectNoScriptRan(page)

      // The scripts run with the chat open: it stays open, and every control
      // gets its script's behaviour.
      release()
      await scriptsRan(page)
      await expect(panel).toHaveAttribute("data-ready", "true")
      await expect(panel).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(panel).toBeHidden()
      await page.locator("[data-chat-toggle]").click()
      await expect(panel.getByRole("button", { name: "Cerrar" })).toBeFocused()
      await panel.getByRole("button", { name: "Cerrar" }).click()
      await expect(panel).toBeHidden()
      await expect(page.locator("[data-chat-toggle]")).toBeFocused()

      await expect(industries).toHaveAttribute("aria-expanded", "false")
      await industries.click()
      await expect(industries).toHaveAttribute("aria-expanded", "true")
      await page.keyboard.press("ArrowDown")
      await expect(page.locator("#nav-industries a").first()).toBeFocused()
      await page.keyboard.press("ArrowDown")
      await expect(page.locator("#nav-industries a").nth(1)).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(industries).toHaveAttribute("aria-expanded", "false")

      await switcher.click()
      await expect(switcher).toHaveAttribute("aria-expanded", "true")
      await languages.getByRole("link", { name: /English/ }).click()
      await expect(page).toHaveURL(/\/en\/canteras$/)
      expect(problems).toEqual([])
    })
  })

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } })

    test("the mobile menu opens and closes, and once the scripts ran with it open it says so and closes on a chosen link", async ({
      page,
    }) => {
      const problems = problemsOf(page)
      const release = await holdScripts(page)
      await openHeld(page, "/")

      const toggle = page.getByRole("button", { name: "Menú", exact: true })
      const menu = page.locator("#mobile-menu")
      await toggle.click()
      await expect(menu).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(menu).toBeHidden()
      await toggle.click()
      await expect(menu).toBeVisible()
      await expectNoScriptRan(page)

      release()
      await scriptsRan(page)
      await expect(menu).toHaveAttribute("data-ready", "true")
      await expect(menu).toBeVisible()
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      // A link to a section of this page: the page stays, the menu closes.
      await menu.getByRole("link", { name: "Servicios" }).click()
      await expect(menu).toBeHidden()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await expect(page).toHaveURL(/\/#services$/)
      expect(problems).toEqual([])
    })
  })
})
