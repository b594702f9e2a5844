import { expect, test } from "@playwright/test"
import { locales, topOf } from "../support/home-checks.ts"
import { scrollSettled } from "../support/page-checks.ts"
import { scriptsRan } from "../support/page-ready.ts"

for (const l of locales) {
  test.describe(`home ${l.path}`, () => {
    test("hero calls to action land on their sections 100 px from the top", async ({
      page,
    }) => {
      await page.goto(l.path)
      await scriptsRan(page)
      await page.getByRole("link", { name: l.requestInfo }).click()
      await scrollSettled(page)
      await expect(page).toHaveURL(/#contact$/)
      expect(
        Math.abs((await topOf(page, "#contact")) - 100),
      ).toBeLessThanOrEqual(2)

      await page.evaluate(() =>
        window.scrollTo({ top: 0, behavior: "instant" }),
      )
      await page
        .getByRole("link", { name: l.viewServices, exact: true })
        .click()
      await scrollSettled(page)
      await expect(page).toHaveURL(/#services$/)
      expect(
        Math.abs((await topOf(page, "#services")) - 100),
      ).toBeLessThanOrEqual(2)
    })

    test("loads without errors, and the footer's about link lands on the about section", async ({
      page,
    }) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text())
      })
      await page.goto(l.path)
      await scriptsRan(page)
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: l.aboutLink })
        .click()
      await expect(page).toHaveURL(/#about$/)
      await scrollSettled(page)
      await expect
        .poll(async () => Math.abs((await topOf(page, "#about")) - 100))
        .toBeLessThanOrEqual(2)
      expect(errors).toEqual([])
    })

    test("internal links reach real pages, and the healthcare link opens its page", async ({
      page,
      request,
    }) => {
      await page.goto(l.path)
      const hrefs = await page
        .locator("main a[href^='/']")
        .evaluateAll((links) => [
          ...new Set(links.map((a) => a.getAttribute("href")!.split("#")[0]!)),
        ])
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs)
        expect((await request.get(href)).status(), href).toBe(200)

      const footerAbout = page
        .getByRole("contentinfo")
        .getByRole("link", { name: l.aboutLink })
      await expect(footerAbout).toHaveAttribute("href", l.aboutHref)

      await scriptsRan(page)
      await page.getByRole("link", { name: l.healthcare }).click()
      await expect(page).toHaveURL(/\/trabemflex-salud$/)
      await expect(page.locator("main h1")).toBeVisible()
    })
  })
}

test("an old #trabem-flex link lands on the clinic software section", async ({
  page,
}) => {
  // A returning visitor: the web font comes from the cache, so text does not reflow after the jump.
  await page.goto("/en")
  await page.evaluate(() => document.fonts.ready)
  await page.goto("/#trabem-flex")
  await scriptsRan(page)
  await scrollSettled(page)
  await expect
    .poll(async () => Math.abs((await topOf(page, "#trabemflex")) - 100))
    .toBeLessThanOrEqual(2)
  await expect(page.locator("#trabemflex h2")).toBeInViewport()
})
