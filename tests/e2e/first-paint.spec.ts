import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../support/hydration.ts"

/** Every control of the frame answers before React runs: with JavaScript off, and while hydration is held back. */

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top)

const isOpen = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => el.matches(":popover-open"))

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

/** Holds the entry module back until `release()`: the prerendered page is all there is until then. */
async function holdHydration(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

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
      await page.getByTestId("language-switcher").click()
      const menu = page.getByTestId("language-menu")
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
      await page.getByTestId("language-switcher").click()
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
      const header = page.getByTestId("site-header")
      await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
      await scrollTo(page, 21)
      await expect(header).toHaveCSS(
        "background-color",
        "rgba(255, 255, 255, 0.85)",
      )
      await expect(header).toHaveCSS("color", "rgb(11, 27, 50)")

      const panel = page.getByTestId("chat-panel")
      await expect(panel).toBeHidden()
      await page.getByTestId("chat-toggle").click()
      await expect(panel).toBeVisible()
      const box = await panel.boundingBox()
      expect([box?.width, box?.height]).toEqual([350, 500])
      await panel.getByRole("button", { name: "Cerrar" }).click()
      await expect(panel).toBeHidden()
    })

    test("product layouts: the chat says Fermer in French, Connext has its chat too", async ({
      page,
    }) => {
      await page.goto("/fr/automocion")
      await page.getByTestId("chat-toggle").click()
      const panel = page.getByTestId("chat-panel")
      await panel.getByRole("button", { name: "Fermer" }).click()
      await expect(panel).toBeHidden()
      await page.goto("/trabem-connext")
      await page.getByTestId("chat-toggle").click()
      await expect(panel).toBeVisible()
    })

    test("share buttons and the map are links; Copy link waits for script", async ({
      page,
    }) => {
      await page.goto("/")
      const share = page.getByTestId("share-card")
      const x = share.locator('a[data-network="x"]')
      await expect(x).toHaveAttribute(
        "href",
        /^https:\/\/twitter\.com\/intent\/tweet\?/,
      )
      await expect(x).toHaveAttribute("target", "_blank")
      await expect(x).toHaveAttribute("rel", /noopener/)
      await expect(
        share.getByRole("button", { name: "Copiar enlace" }),
      ).toBeHidden()
      await expect(
        page.locator("#contact").getByRole("link", { name: "Mostrar mapa" }),
      ).toHaveAttribute("href", /google\./)
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

test.describe("while hydration is held back", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("menus and chat answer at first paint, and keep working once hydrated without a warning", async ({
    page,
  }) => {
    const problems: string[] = []
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning")
        problems.push(m.text())
    })
    page.on("pageerror", (e) => problems.push(e.message))
    const release = await holdHydration(page)
    await page.goto("/canteras", { waitUntil: "domcontentloaded" })
    const industries = page.getByRole("button", { name: "Sectores" })
    await industries.click()
    expect(await isOpen(page, "nav-industries")).toBe(true)
    await page.keyboard.press("Escape")
    await page.getByTestId("language-switcher").click()
    await expect(page.getByTestId("language-menu")).toBeVisible()
    await page.keyboard.press("Escape")
    await page.getByTestId("chat-toggle").click()
    await expect(page.getByTestId("chat-panel")).toBeVisible()
    // Hydrating with the panel open keeps it open.
    release()
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("main") ?? {}).some((k) =>
        k.startsWith("__reactFiber"),
      ),
    )
    await expect(page.getByTestId("chat-panel")).toBeVisible()
    await page.getByRole("button", { name: "Cerrar" }).click()
    await expect(page.getByTestId("chat-panel")).toBeHidden()
    await industries.click()
    await expect(industries).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("ArrowDown")
    await expect(page.locator("#nav-industries a").first()).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(page.locator("#nav-industries a").nth(1)).toBeFocused()
    expect(problems).toEqual([])
  })
})

test.describe("a link to #chat", () => {
  test("opens the chat panel on arrival", async ({ page }) => {
    await gotoHydrated(page, "/novedades#chat")
    await expect(page.getByTestId("chat-panel")).toBeVisible()
  })
})

test.describe("footer year", () => {
  test("follows the visitor's clock, on hydrated pages and pages without script", async ({
    page,
  }) => {
    const problems: string[] = []
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text())
    })
    await page.clock.install({ time: new Date("2041-01-02T10:00:00") })
    await gotoHydrated(page, "/kitdigital")
    const footer = page.getByTestId("site-footer")
    await expect(footer).toContainText("© 2041")
    await page.goto("/aviso-legal")
    await expect(footer).toContainText("© 2041")
    await page.goto("/mailchimp")
    await expect(page.getByTestId("newsletter-email")).toContainText("© 2041")
    expect(problems).toEqual([])
  })
})
