import { expect, test } from "@playwright/test"
import { dealershipPages } from "../support/dealership-pages.ts"
import { SITE } from "../support/landing-checks.ts"
import { expectScrolledTo, plain } from "../support/page-checks.ts"

test.use({ viewport: { width: 1440, height: 900 } })

for (const p of dealershipPages) {
  test.describe(`dealership page ${p.path}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
    })

    test("has every section, in order, with the claims", async ({ page }) => {
      await expect(page.locator("html")).toHaveAttribute("lang", p.lang)
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll("main section[id]")].map((s) => s.id),
        ),
      ).toEqual(p.sections)
      const stats = plain(await page.getByTestId("landing-stats").textContent())
      for (const claim of p.claims) expect(stats).toContain(claim)
      await expect(page.locator("#challenges li h3")).toHaveCount(4)
      const solutions = page.locator("#solutions > div > ul > li h3")
      expect((await solutions.allTextContents()).map(plain)).toEqual(
        p.solutions,
      )
    })

    test(`the hero's demo button and the header's ${p.contact} scroll to #cta-section`, async ({
      page,
    }) => {
      await page
        .locator("main section")
        .first()
        .getByRole("link", { name: p.demoButton })
        .click()
      await expectScrolledTo(page, "#cta-section")
      await page.evaluate(() =>
        window.scrollTo({ top: 0, behavior: "instant" }),
      )
      const contact = page
        .getByTestId("product-header")
        .getByRole("link", { name: p.contact, exact: true })
      await expect(contact).toHaveAttribute("href", "#cta-section")
      await contact.click()
      await expectScrolledTo(page, "#cta-section")
    })

    test("shows the three assistants, each with its feature list", async ({
      page,
    }) => {
      const cards = page.locator("#assistants").getByTestId("agent-card")
      await expect(cards).toHaveCount(3)
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i)
        await expect(card.locator("p").first()).toHaveText(p.assistants[i]!)
        await expect(card.locator("h3")).not.toBeEmpty()
        await expect(card.locator("ul li")).toHaveCount(3)
        await expect(card.locator("svg").first()).toBeVisible()
      }
    })

    test("shares on WhatsApp only, with the page address", async ({ page }) => {
      const share = page.locator("#share")
      await expect(share.locator("[data-network]")).toHaveCount(1)
      await expect(share.getByRole("button")).toHaveCount(0)
      // No item is kept for a Copy link the page does not offer: WhatsApp stands centred alone.
      await expect(share.locator("li")).toHaveCount(1)
      const href = await share
        .locator('[data-network="whatsapp"]')
        .getAttribute("href")
      expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
      expect(href).toContain(encodeURIComponent(`${SITE}${p.path}`))
      const text = new URL(href ?? "").searchParams.get("text") ?? ""
      expect(text.startsWith(p.shareText)).toBe(true)
    })

    test("the demo section lists what the demo includes beside the dealership form", async ({
      page,
    }) => {
      const demo = page.locator("#cta-section")
      await expect(demo.locator("h2")).toHaveText(p.demoTitle)
      await expect(demo.locator("h3")).toHaveText(p.includesTitle)
      await expect(
        demo.getByTestId("request-includes").locator("li"),
      ).toHaveCount(4)
      await expect(demo.locator("form")).toHaveCount(1)
      await expect(demo.getByLabel(p.businessLabel)).toBeVisible()
    })
  })
}
