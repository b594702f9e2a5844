import { expect, test } from "@playwright/test"
import { business } from "../../app/config/business.ts"

const year = String(new Date().getFullYear())
const email = business.email.value

const pages = [
  {
    path: "/mailchimp",
    file: "/newsletter/trabem-es.html",
    assistantHref: "/novedades#chat",
    assistantButton: "Probar asistente",
    contactHref: "/contacto",
  },
  {
    path: "/en/mailchimp",
    file: "/newsletter/trabem-en.html",
    assistantHref: "/en/novedades#chat",
    assistantButton: "Try assistant",
    contactHref: "/en/contact",
  },
] as const

for (const p of pages) {
  test.describe(`newsletter ${p.path}`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test("is a 600 px e-mail without the site's header, footer or chat", async ({
      page,
    }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
      const box = await page.getByTestId("newsletter-email").boundingBox()
      expect(box?.width).toBe(600)
      await expect(page.getByRole("contentinfo")).toHaveCount(0)
      await expect(page.locator("[data-chat-toggle]")).toHaveCount(0)
      await expect(page.locator("header nav")).toHaveCount(0)
    })

    test("has a header, the three blocks and a footer with the year and e-mail", async ({
      page,
    }) => {
      await page.goto(p.path)
      const mail = page.getByTestId("newsletter-email")
      await expect(mail.locator("header")).toContainText(business.brand)
      for (const block of ["website", "assistant", "office365"])
        await expect(
          mail.getByTestId(`newsletter-${block}`).locator("h2"),
        ).not.toBeEmpty()
      const footer = mail.locator("footer")
      await expect(footer).toContainText(year)
      await expect(footer.getByRole("link", { name: email })).toHaveAttribute(
        "href",
        `mailto:${email}`,
      )
    })

    test("the agent block leads to the news page's #chat, the assistant card that opens the chat", async ({
      page,
    }) => {
      await page.goto(p.path)
      const link = page.getByTestId("newsletter-assistant").getByRole("link")
      await expect(link).toHaveAttribute("href", p.assistantHref)
      await link.click()
      const hash = p.assistantHref.split("#")[1]!
      await expect(page).toHaveURL(new RegExp(`#${hash}$`))
      const card = page.locator(`#${hash}`)
      await expect(card).toBeInViewport()
      await card.getByRole("button", { name: p.assistantButton }).click()
      await expect(page.locator("#chat-panel")).toBeVisible()
    })

    test("the Office 365 block leads to a page with a contact form", async ({
      page,
    }) => {
      await page.goto(p.path)
      const link = page.getByTestId("newsletter-office365").getByRole("link")
      await expect(link).toHaveAttribute("href", p.contactHref)
      await link.click()
      await expect(page).toHaveURL(/#contact$/)
      await expect(page.locator("#contact form")).toBeVisible()
    })

    test("offers the e-mail-ready HTML for download", async ({ page }) => {
      await page.goto(p.path, { waitUntil: "networkidle" })
      const link = page.locator("a[download]")
      await expect(link).toHaveAttribute("href", p.file)
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        link.click(),
      ])
      expect(download.suggestedFilename()).toBe(p.file.split("/").pop())
    })

    test("the exported HTML is a valid, script-free e-mail with absolute links", async ({
      page,
      request,
    }) => {
      const response = await request.get(p.file)
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toContain("text/html")
      const html = await response.text()
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true)
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "text/html")
        return {
          doctype: doc.doctype?.name,
          charset: doc.querySelector("meta[charset]")?.getAttribute("charset"),
          scripts: doc.querySelectorAll("script").length,
          handlers: [...doc.querySelectorAll("*")].some((el) =>
            [...el.attributes].some((a) => a.name.startsWith("on")),
          ),
          styleSheets: doc.querySelectorAll("style, link").length,
          hrefs: [...doc.querySelectorAll("[href]")].map(
            (el) => el.getAttribute("href") ?? "",
          ),
          width: doc.querySelector('table[width="600"]') !== null,
          text: doc.body.textContent ?? "",
        }
      }, html)
      expect(parsed.doctype).toBe("html")
      expect(parsed.charset?.toLowerCase()).toBe("utf-8")
      expect(parsed.scripts).toBe(0)
      expect(parsed.handlers).toBe(false)
      expect(parsed.styleSheets).toBe(0)
      expect(parsed.width).toBe(true)
      expect(parsed.hrefs.length).toBeGreaterThanOrEqual(5)
      for (const href of parsed.hrefs)
        expect(href).toMatch(/^(https?:\/\/[^/]+\/|mailto:)/)
      expect(parsed.hrefs).toContain(`mailto:${email}`)
      expect(parsed.hrefs.some((h) => h.endsWith(p.assistantHref))).toBe(true)
      expect(parsed.text).toContain(year)
      expect(parsed.text).toContain(email)
    })
  })
}
