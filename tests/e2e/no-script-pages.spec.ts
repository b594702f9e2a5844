import { expect, test } from "@playwright/test"
import { gotoHydrated, hydrated } from "../support/hydration.ts"

/** Pages with nothing to enhance ship no module script and no hydration data, and stay reachable from the app. */
const staticPaths = [
  "/aviso-legal",
  "/en/legal-notice",
  "/privacidad",
  "/en/privacy",
  "/cookies",
  "/en/cookies",
  "/seguridad",
  "/en/security",
  "/mailchimp",
  "/en/mailchimp",
  "/esta-pagina-no-existe",
]

test("legal, newsletter and not-found pages carry no module script and no hydration data", async ({
  request,
}) => {
  for (const path of staticPaths) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toContain('type="module"')
    expect(html, path).not.toContain('id="page-data"')
    expect(html, path).not.toContain("__reactRouterContext")
    expect(html, path).not.toMatch(/<script[^>]+src=/)
    const inline = [
      ...html.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ]
    const bytes = inline.reduce((sum, m) => sum + (m[1]?.length ?? 0), 0)
    expect(bytes, path).toBeLessThanOrEqual(1024)
  }
  const hydrated = await (await request.get("/kitdigital")).text()
  expect(hydrated).toMatch(
    /<script>[^<]*import\("\/assets\/hydrate-[^"]+\.js"\)/,
  )
  expect(hydrated).toContain('id="page-data"')
})

test("a hydrated page navigates to a page without script and back", async ({
  page,
}) => {
  await gotoHydrated(page, "/kitdigital")
  await page
    .getByTestId("site-footer")
    .getByRole("link", { name: "Aviso legal" })
    .click()
  await expect(page).toHaveURL(/\/aviso-legal$/)
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    /Aviso legal/i,
  )
  await page
    .getByTestId("site-header")
    .getByRole("link", { name: /TRABEM/ })
    .click()
  await expect(page).toHaveURL(/\/$/)
  // Back on a page that hydrates: React takes it over again.
  await hydrated(page)
  await page.getByTestId("language-switcher").click()
  await expect(page.getByTestId("language-switcher")).toHaveAttribute(
    "aria-expanded",
    "true",
  )
})

test("the not-found page logs the requested path without React", async ({
  page,
}) => {
  const messages: string[] = []
  page.on("console", (m) => messages.push(m.text()))
  const response = await page.goto("/no-existe-esta")
  expect(response?.status()).toBe(404)
  await expect.poll(() => messages.join("\n")).toContain("/no-existe-esta")
})
