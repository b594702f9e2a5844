import type { Page } from "@playwright/test"

/**
 * Waits until the open page's script modules have run (the menus, the chat,
 * the carousels…): module scripts run before the document's load event, so
 * a complete document has them all. Islands hydrate later, when reached:
 * wait for the form's own `data-ready` (tests/e2e/forms-cases.ts, `openForm`).
 */
export async function scriptsRan(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete")
}

/**
 * A module placed first in each document while scripts are held; it exists only
 * in the tests' routes.
 */
const HELD_MODULE = "/assets/held-back.js"

/**
 * Holds every script module of the pages opened from now on until the
 * returned `release()`: the files under /assets/, and, since the frame's
 * small modules are written into the page, every module written there too,
 * through a held module placed first in each document (module scripts run in
 * document order, once the document is parsed). The HTML, its stylesheet and
 * Astro's classic inline island runtime are all there is until then.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/assets/*.js", async (route) => {
    await held
    await route.continue()
  })
  await page.route(`**${HELD_MODULE}`, async (route) => {
    await held
    await route.fulfill({ contentType: "text/javascript", body: "" })
  })
  await page.route("**/*", async (route) => {
    const request = route.request()
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame())
      return route.fallback()
    const response = await route.fetch()
    const html = (await response.text()).replace(
      "<head>",
      `<head><script type="module" src="${HELD_MODULE}"></script>`,
    )
    await route.fulfill({ response, body: html })
  })
  return () => release()
}

/** Opens a page and waits until its script modules have run. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url)
  await scriptsRan(page)
  return response
}
