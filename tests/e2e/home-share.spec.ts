import { expect, test } from "@playwright/test"
import { locales } from "../support/home-checks.ts"
import { scriptsRan } from "../support/page-ready.ts"

for (const l of locales) {
  test.describe(`home ${l.path}`, () => {
    test("share links open each network with the page address and the share text", async ({
      page,
      context,
    }) => {
      await context.route(
        /twitter\.com|facebook\.com|linkedin\.com|wa\.me/,
        (route) => route.fulfill({ status: 200, body: "ok" }),
      )
      await page.goto(l.path)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        l.canonical,
      )
      const share = page.locator("#share")
      const encoded = encodeURIComponent(l.canonical)
      const links = share.locator("a[data-network]")
      await expect(links).toHaveCount(4)
      for (const network of ["x", "facebook", "linkedin", "whatsapp"]) {
        const link = share.locator(`a[data-network="${network}"]`)
        await expect(link).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute(
          "href",
          new RegExp(encoded.replace(/[.]/g, "\\.")),
        )
      }
      const x = new URL(
        (await share.locator('a[data-network="x"]').getAttribute("href"))!,
      )
      expect(x.searchParams.get("text")).toMatch(
        new RegExp(`^${l.shareText}TRABEM`),
      )

      await scriptsRan(page)
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        share.locator('a[data-network="whatsapp"]').click(),
      ])
      expect(popup.url()).toContain(encoded)
      await popup.close()
    })

    test("copy link copies the address and says so", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await page.clock.install()
      await page.goto(l.path)
      // Copy link is an island that hydrates as the visitor reaches the card.
      await page.locator("#share").scrollIntoViewIfNeeded()
      await page.getByRole("button", { name: l.copyLink }).click()
      await expect(page.getByText(l.copied)).toBeVisible()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(page.url())
      // Two seconds on, the button says its own words again, as the page wrote them.
      await page.clock.fastForward(2_000)
      await expect(page.getByRole("button", { name: l.copyLink })).toBeVisible()
      await expect(page.getByText(l.copied)).toHaveCount(0)
    })
  })
}
