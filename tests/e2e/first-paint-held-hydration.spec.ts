import { expect, test, type Page } from "@playwright/test"
import { isOpen } from "../support/frame-checks.ts"

/** Every control of the frame answers before React runs, while hydration is held back. */

/** Holds the hydration module back until `release()`: the prerendered page is all there is until then. */
async function holdHydration(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

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
    // Wait for the parsed page (its footer), not for an event a held module could hold.
    await page.goto("/canteras", { waitUntil: "commit" })
    await expect(page.getByTestId("site-footer")).toBeAttached()
    const industries = page.getByRole("button", { name: "Sectores" })
    await industries.click()
    expect(await isOpen(page, "nav-industries")).toBe(true)
    await page.keyboard.press("Escape")
    await page.getByTestId("language-switcher").click()
    await expect(page.getByTestId("language-menu")).toBeVisible()
    await page.keyboard.press("Escape")
    await page.getByTestId("chat-toggle").click()
    await expect(page.getByTestId("chat-panel")).toBeVisible()
    // All of that happened before React: the page's <main> is not React's yet.
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector("main") ?? {}).some((k) =>
          k.startsWith("__reactFiber"),
        ),
      ),
    ).toBe(false)
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
