import type { Page } from "@playwright/test"

/** Jumps the window to `top` pixels, with no smooth scrolling. */
export const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top)

/**
 * Jumps the window to `top` pixels and returns once the page has handled the
 * scroll: its own scroll listeners, registered before this one, have run.
 */
export const scrollAndSettle = (page: Page, top: number) =>
  page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => resolve(), { once: true })
        window.scrollTo({ top: y, behavior: "instant" })
      }),
    top,
  )

/** Whether the popover with this id is open. */
export const isOpen = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => el.matches(":popover-open"))
