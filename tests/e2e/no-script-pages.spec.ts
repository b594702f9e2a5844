import { expect, test, type Page, type Request } from "@playwright/test"
import { gotoReady } from "../support/page-ready.ts"

/** Pages with no island ship no React; a page with nothing to enhance ships no script at all. */
const legalPaths = [
  "/aviso-legal",
  "/en/legal-notice",
  "/privacidad",
  "/en/privacy",
  "/cookies",
  "/en/cookies",
  "/seguridad",
  "/en/security",
]
const newsletterPaths = ["/mailchimp", "/en/mailchimp"]
const notFoundPath = "/esta-pagina-no-existe"
const NOT_FOUND_MESSAGE =
  "404 Error: User attempted to access non-existent route:"

/** Every `<script>` start tag of the HTML. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? []

/** The source of each module script written into the HTML (`<script type="module">…</script>`). */
const inlineModules = (html: string) =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  )

/** Opens the page and returns every script the browser downloaded for it. */
async function downloadedScripts(page: Page, path: string) {
  const scripts: string[] = []
  const record = (r: Request) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname)
  }
  page.on("request", record)
  await gotoReady(page, path)
  page.off("request", record)
  return scripts
}

/** Whether React owns any node of the page. */
const hasReact = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("*")].some((node) =>
      Object.keys(node).some((key) => key.startsWith("__react")),
    ),
  )

test("the newsletter pages carry no script element at all and download no script", async ({
  page,
  request,
}) => {
  for (const path of newsletterPaths) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('data-testid="newsletter-email"')
    expect(scriptTags(html), path).toEqual([])
    expect(await downloadedScripts(page, path), path).toEqual([])
    expect(await page.locator("script").count(), path).toBe(0)
  }
})

test("legal and not-found pages ship no island, no React and no script file: only the frame's module, written into the page (and the not-found page's log)", async ({
  page,
  request,
}) => {
  const legal = inlineModules(await (await request.get(legalPaths[0]!)).text())
  expect(legal).toHaveLength(1)
  const frameModule = legal[0]!
  expect(frameModule).toContain("data-menu")

  for (const path of [...legalPaths, notFoundPath]) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toContain("<astro-island")
    const modules = inlineModules(html)
    expect(modules, path).toContain(frameModule)
    expect(modules, path).toHaveLength(path === notFoundPath ? 2 : 1)
    expect(scriptTags(html), path).toHaveLength(modules.length)
    expect(await downloadedScripts(page, path), path).toEqual([])
    expect(await hasReact(page), path).toBe(false)
  }

  // A page with an island, for contrast: React arrives when its form is reached.
  await gotoReady(page, "/kitdigital")
  expect(await page.locator("astro-island").count()).toBe(1)
  const form = page.locator("#contacto form")
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute("data-ready", "true")
  expect(await hasReact(page)).toBe(true)
})

for (const [path, english] of [
  ["/aviso-legal", "/en/legal-notice"],
  [notFoundPath, "/en/404"],
] as const) {
  test(`${path}: the menus, the language switch and the chat work`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await gotoReady(page, path)
    const industries = page.getByRole("button", { name: "Sectores" })
    await expect(industries).toHaveAttribute("aria-expanded", "false")
    await industries.click()
    await expect(industries).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("ArrowDown")
    await expect(page.locator("#nav-industries a").first()).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(industries).toHaveAttribute("aria-expanded", "false")

    const panel = page.locator("#chat-panel")
    await page.locator("[data-chat-toggle]").click()
    await expect(panel.getByRole("button", { name: "Cerrar" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()

    await page.locator('[popovertarget="language-menu"]').click()
    await page
      .locator("#language-menu")
      .getByRole("link", { name: /English/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`${english}$`))
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  })
}

test("a page with an island links to a page without one and back", async ({
  page,
}) => {
  await gotoReady(page, "/kitdigital")
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Aviso legal" })
    .click()
  await expect(page).toHaveURL(/\/aviso-legal$/)
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    /Aviso legal/i,
  )
  await page
    .locator("header.site-header")
    .getByRole("link", { name: /TRABEM/ })
    .click()
  await expect(page).toHaveURL(/\/$/)
  await page.locator('[popovertarget="language-menu"]').click()
  await expect(page.locator('[popovertarget="language-menu"]')).toHaveAttribute(
    "aria-expanded",
    "true",
  )
})

test("the not-found page logs the requested path as an error", async ({
  page,
}) => {
  const errors: string[] = []
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text())
  })
  const response = await page.goto("/no-existe-esta")
  expect(response?.status()).toBe(404)
  await expect
    .poll(() => errors)
    .toContain(`${NOT_FOUND_MESSAGE} /no-existe-esta`)
})
