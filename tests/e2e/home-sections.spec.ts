import { expect, test } from "@playwright/test"
import { locales } from "../support/home-checks.ts"
import { scriptsRan } from "../support/page-ready.ts"

for (const l of locales) {
  test.describe(`home ${l.path}`, () => {
    test("has every section in order, with its anchor and real content", async ({
      page,
    }) => {
      await page.goto(l.path)
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].map((s) => s.id),
      )
      expect(ids).toEqual([
        "services",
        "hosting",
        "trabemflex",
        "trabem",
        "success-stories",
        "about",
        "contact",
        "share",
      ])
      for (const id of ids)
        await expect(page.locator(`#${id} h2`)).not.toBeEmpty()
      await expect(page.locator("#trabem-flex")).toHaveCount(1)

      const main = page.locator("main")
      await expect(main.locator("h1")).toHaveCount(1)
      await expect(
        page.getByRole("list", { name: /Lo que hacemos|What we do/ }),
      ).toHaveCount(1)
      await expect(
        page
          .getByRole("list", { name: /Lo que hacemos|What we do/ })
          .getByRole("listitem"),
      ).toHaveCount(4)

      const cards = page.locator("#services li[data-reveal]")
      await expect(cards).toHaveCount(4)
      for (const card of await cards.all()) {
        await expect(card.locator("h3")).not.toBeEmpty()
        await expect(card.locator("svg").first()).toBeAttached()
        expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(3)
        await expect(card.getByRole("link")).toHaveCount(1)
      }
      await expect(cards.nth(1)).toHaveAttribute(
        "style",
        /--reveal-delay:\s*100ms/,
      )
      await expect(cards.nth(3)).toHaveAttribute(
        "style",
        /--reveal-delay:\s*300ms/,
      )

      const hosting = page.locator("#hosting")
      await expect(hosting.locator("ul").first().locator("> li")).toHaveCount(6)
      await expect(hosting.getByText("24/7").first()).toBeVisible()
      await expect(
        hosting.locator("ul").last().getByRole("listitem"),
      ).toHaveText(["Proxmox", "Veeam"])
      await expect(
        hosting.getByRole("link", { name: l.quote }),
      ).toHaveAttribute("href", "#contact")

      const flex = page.locator("#trabemflex")
      await expect(flex.locator("ul > li")).toHaveCount(5)
      const product = flex.locator('a[target="_blank"]')
      await expect(product).toHaveAttribute(
        "href",
        /^https:\/\/www\.trabemflex\.es/,
      )
      await expect(product).toHaveAttribute("rel", /noopener/)

      const ai = page.locator("#trabem")
      await expect(ai).toContainText("RAG")
      await expect(ai).toContainText(/fine-tun/i)
      await expect(ai.locator('article[data-accent="clinic"]')).toBeVisible()

      const groups = page.locator("#success-stories [data-group]")
      await expect(groups).toHaveCount(3)
      for (const [group, slides] of [
        ["hosting", 5],
        ["clinic", 5],
        ["ai", 3],
      ] as const) {
        const g = page.locator(`[data-group="${group}"]`)
        await expect(g.locator('[aria-roledescription="slide"]')).toHaveCount(
          slides,
        )
        await expect(g.locator("blockquote")).toHaveCount(slides)
        await expect(g.locator("figure [role=img]")).toHaveCount(slides)
        // Five stars, each drawing the star of the sprite file.
        const stars = g
          .locator("figure [role=img]")
          .first()
          .locator(":scope > svg")
        await expect(stars).toHaveCount(5)
        await expect(stars.locator('use[href$=".svg#icon-star"]')).toHaveCount(
          5,
        )
      }
      await expect(page.locator("#success-stories")).toContainText("15")
      await expect(page.locator("#success-stories")).toContainText("400")
      await expect(page.locator("#success-stories")).toContainText("35")

      const about = page.locator("#about")
      await expect(about).toContainText("15")
      await expect(about).toContainText("Alcantarilla")

      // The card with the address, phone and e-mail, beside the form's card.
      const card = page
        .locator("#contact div:has(> h3)")
        .filter({ has: page.locator('a[href^="tel:"]') })
      await expect(card).toContainText("Alcantarilla")
      await expect(card).toContainText("Murcia")
      await expect(card).toContainText(l.country)
      await expect(card).toContainText(l.hours)
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(1)
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1)
      const form = page.locator("#contact form")
      await expect(form).toHaveCount(1)
      for (const field of l.fields)
        await expect(form.getByLabel(field, { exact: true })).toBeVisible()

      await expect(page.locator("#share")).toBeVisible()
    })
  })
}

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
