import { business } from "../../app/config/business.ts"
import { expect, test } from "@playwright/test"
import { locales } from "../support/home-checks.ts"
import { scriptsRan } from "../support/page-ready.ts"

for (const l of locales) {
  test.describe(`home ${l.path}`, () => {
    test("the map loads only after its click", async ({ page }) => {
      const mapRequests: string[] = []
      await page.route(/google\.com\/maps/, (route) => {
        mapRequests.push(route.request().url())
        return route.fulfill({ status: 200, body: "<p>map</p>" })
      })
      await page.goto(l.path)
      await scriptsRan(page)
      const contact = page.locator("#contact")
      await contact.scrollIntoViewIfNeeded()
      const show = contact.getByRole("link", { name: l.showMap })
      await expect(show).toHaveAttribute("href", business.map.value.link)
      // Its script has made the link load the map here: still nothing fetched.
      await expect(show).toHaveAttribute("data-ready", "true")
      await expect(show).not.toHaveAttribute("target", /./)
      await expect(contact.locator("iframe")).toHaveCount(0)
      expect(mapRequests).toEqual([])
      await show.click()
      await expect(contact.locator("iframe")).toHaveAttribute(
        "src",
        /google\.com\/maps\/embed/,
      )
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
    })
  })
}
