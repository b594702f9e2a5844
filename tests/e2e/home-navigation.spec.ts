import { expect, test } from "@playwright/test"
import { business } from "../../app/config/business.ts"
import { locales, topOf } from "../support/home-checks.ts"
import { revealAll, scrollSettled } from "../support/page-checks.ts"
import { scriptsRan } from "../support/page-ready.ts"

/** The home page in the browser; what it says is tested on the built HTML (tests/unit/built/home.test.ts). */
const [es] = locales

test("the hero's calls to action and the footer's about link land on their sections 100 px from the top", async ({
  page,
}) => {
  await page.goto(es.path)
  await scriptsRan(page)
  for (const [link, id] of [
    [page.getByRole("link", { name: es.requestInfo }), "#contact"],
    [
      page.getByRole("link", { name: es.viewServices, exact: true }),
      "#services",
    ],
    [
      page.getByRole("contentinfo").getByRole("link", { name: es.aboutLink }),
      "#about",
    ],
  ] as const) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${id}$`))
    await scrollSettled(page)
    await expect
      .poll(async () => Math.abs((await topOf(page, id)) - 100))
      .toBeLessThanOrEqual(2)
  }
})

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

test("service cards fade in one after another when scrolled to", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 700 })
  await page.goto("/")
  await scriptsRan(page)
  const cards = page.locator("#services li[data-reveal]")
  await expect(cards.first()).toHaveAttribute("data-reveal", "pending")
  await page.locator("#services").scrollIntoViewIfNeeded()
  await cards.first().scrollIntoViewIfNeeded()
  for (const card of await cards.all())
    await expect(card).toHaveAttribute("data-reveal", "shown")
  await expect(cards.last()).toHaveCSS("opacity", "1")
})

test("the map loads only after its click", async ({ page }) => {
  const mapRequests: string[] = []
  await page.route(/google\.com\/maps/, (route) => {
    mapRequests.push(route.request().url())
    return route.fulfill({ status: 200, body: "<p>map</p>" })
  })
  await page.goto(es.path)
  await scriptsRan(page)
  const contact = page.locator("#contact")
  await contact.scrollIntoViewIfNeeded()
  const show = contact.getByRole("link", { name: es.showMap })
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

test("copy link copies the address and says so in a toast screen readers announce, keeping its words, size and place", async ({
  page,
  context,
}) => {
  const en = locales[1]
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.goto(en.path)
  // Copy link is an island that shows itself as the visitor reaches the card,
  // which has faded in where it stays.
  await revealAll(page, "#share")
  // The card in view, as the visitor has it (a card revealed before the
  // pass leaves the page where it was).
  await page.locator("#share").scrollIntoViewIfNeeded()
  const button = page.getByRole("button", { name: en.copyLink })
  await expect(button).toBeVisible()
  const place = await button.boundingBox()
  await button.click()
  await expect(
    page
      .locator("[aria-live=polite] [data-sonner-toast]")
      .filter({ hasText: en.copied }),
  ).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(page.url())
  await expect(button).toHaveText(en.copyLink)
  expect(await button.boundingBox()).toEqual(place)
})
