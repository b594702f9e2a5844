import { expect, type Page } from "@playwright/test"

/**
 * Waits until React has hydrated the open page: before that, the prerendered
 * buttons are there but do not answer yet. React marks the DOM nodes it owns
 * with `__reactFiber…` keys; the page's <main> gets one when the whole tree
 * (header, main, footer, chat) has hydrated.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main")
    return (
      main !== null &&
      Object.keys(main).some((key) => key.startsWith("__reactFiber"))
    )
  })
}

/** Opens a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await hydrated(page)
  return response
}

/** Opens a page and waits until React has taken over its form (the form marks itself ready). */
async function gotoWithReadyForm(page: Page, url: string, form: string) {
  const response = await page.goto(url)
  await expect(page.locator(form)).toHaveAttribute("data-ready", "true")
  return response
}

/** Opens the TRABEM Connext page, ready once its contact form is. */
export const openConnext = (page: Page) =>
  gotoWithReadyForm(page, "/trabem-connext", "#contact form")

/** Opens the Office 365 page, ready once its request form is. */
export const openOffice365 = (page: Page) =>
  gotoWithReadyForm(page, "/office-365", "#formulario form")
