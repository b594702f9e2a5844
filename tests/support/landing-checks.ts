import type { Page } from "@playwright/test"

/** The public origin that canonical and share links point to. */
export const SITE = "https://www.trabem.es"

/** The query parameters of a share link, decoded. */
export function shareParams(href: string | null) {
  return new URL(href ?? "about:blank").searchParams
}

/** The ids of the page's sections, in document order. */
export async function sectionIds(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main section[id]")].map((s) => s.id),
  )
}
