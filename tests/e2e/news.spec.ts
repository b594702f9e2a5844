import { expect, test } from "@playwright/test"
import { expectScrolledTo } from "../support/page-checks.ts"

const pages = [
  {
    path: "/novedades",
    home: "/",
    newsLabel: "Novedades",
    website: "#nueva-web",
    assistant: "#chat",
    tryAssistant: "Probar asistente",
    requestInfo: "Solicitar información",
    infoHref: "/office-365#formulario",
    infoLandsOn: { url: /\/office-365#formulario$/, form: "#formulario form" },
    benefits: [
      "Mayor productividad",
      "Mayor seguridad",
      "Comunicación eficiente",
    ],
    wrapper: "#novedades",
    contact: "contacto",
    heroCta: "Contactar",
  },
  {
    path: "/en/novedades",
    home: "/en",
    newsLabel: "News",
    website: "#new-website",
    assistant: "#chat",
    tryAssistant: "Try assistant",
    requestInfo: "Request information",
    infoHref: "/en/contact",
    infoLandsOn: { url: /\/en#contact$/, form: "#contact form" },
    benefits: [
      "Improved productivity",
      "Greater security",
      "Efficient communication",
    ],
    wrapper: "#news",
    contact: "contact",
    heroCta: "Contact us",
  },
] as const

for (const p of pages) {
  test.describe(`news page ${p.path}`, () => {
    test("presents the new website, the two updates and the benefits", async ({
      page,
    }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator(`${p.website} h2`)).not.toBeEmpty()
      expect(await page.locator(`${p.website} li`).count()).toBe(4)
      await expect(page.locator(`${p.assistant} h3`)).not.toBeEmpty()
      await expect(page.locator("#office-365 h3")).toContainText("Office 365")
      await expect(page.locator("[data-testid=news-benefit] h3")).toHaveText([
        ...p.benefits,
      ])
    })

    test("the footer's Blog leads to the articles, and News to the page in the quick links and the legal column", async ({
      page,
    }) => {
      await page.goto(p.home)
      const footer = page.getByRole("contentinfo")
      const news = footer.getByRole("link", { name: p.newsLabel, exact: true })
      await expect(news).toHaveCount(2)
      for (const link of await news.all())
        await expect(link).toHaveAttribute("href", p.path)
      await expect(
        footer
          .getByRole("navigation", { name: "Legal" })
          .getByRole("link", { name: p.newsLabel, exact: true }),
      ).toHaveAttribute("href", p.path)
      await footer.getByRole("link", { name: "Blog", exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${p.path}${p.website}$`))
      await expectScrolledTo(page, p.website)
    })

    test("'Try assistant' opens the chat panel", async ({ page }) => {
      await page.goto(p.path, { waitUntil: "networkidle" })
      const panel = page.locator("#chat-panel")
      await expect(panel).toBeHidden()
      await page
        .locator(p.assistant)
        .getByRole("button", { name: p.tryAssistant })
        .click()
      await expect(panel).toBeVisible()
      await expect(
        panel.getByRole("button", { name: /Cerrar|Close/ }),
      ).toBeFocused()
    })

    test("'Request information' on the Office 365 card lands on a form", async ({
      page,
    }) => {
      await page.goto(p.path, { waitUntil: "networkidle" })
      const link = page
        .locator("#office-365")
        .getByRole("link", { name: p.requestInfo })
      await expect(link).toHaveAttribute("href", p.infoHref)
      await link.click()
      await expect(page).toHaveURL(p.infoLandsOn.url)
      await expect(page.locator(p.infoLandsOn.form)).toBeVisible()
    })

    test("holds the contact form inside the news block", async ({ page }) => {
      await page.goto(p.path)
      const form = page.locator(`${p.wrapper} > section#${p.contact} form`)
      await expect(form).toBeVisible()
      await expect(form.locator('input[type="email"]')).toBeVisible()
      await page
        .locator("main")
        .getByRole("link", { name: p.heroCta, exact: true })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`#${p.contact}$`))
      await expectScrolledTo(page, `#${p.contact}`)
    })
  })
}

test("the English contact address redirects permanently to the home contact form", async ({
  request,
}) => {
  const response = await request.get("/en/contact", { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe("/en#contact")
})
