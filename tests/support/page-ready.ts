import { expect, type Page } from "@playwright/test"

/**
 * Waits until the open page's script modules have run (the menus, the chat,
 * the carousels…): module scripts run before the document's load event, so
 * a complete document has them all. Islands hydrate later, when reached:
 * wait for the form's own `data-ready` (`gotoWithReadyForm`).
 */
export async function scriptsRan(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete")
}

/** Opens a page and waits until its script modules have run. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url)
  await scriptsRan(page)
  return response
}

/** Opens a page, scrolls to its form and waits until the form island has hydrated (it marks itself ready). */
async function gotoWithReadyForm(page: Page, url: string, form: string) {
  const response = await page.goto(url)
  const element = page.locator(form)
  await element.scrollIntoViewIfNeeded()
  await expect(element).toHaveAttribute("data-ready", "true")
  return response
}

/** Opens the TRABEM Connext page, ready once its contact form is. */
export const openConnext = (page: Page) =>
  gotoWithReadyForm(page, "/trabem-connext", "#contact form")

/** Opens the Office 365 page, ready once its request form is. */
export const openOffice365 = (page: Page) =>
  gotoWithReadyForm(page, "/office-365", "#formulario form")
