import { expect, test, type Page } from "@playwright/test"
import { tutorials } from "../support/help-tutorials.ts"
import { scriptsRan } from "../support/page-ready.ts"
import { expectNoSeriousA11yViolations as expectNoSeriousViolations } from "../support/page-checks.ts"

const guideCards = (page: Page) => page.getByTestId("guide-card")
/** The guide cards the search leaves shown (the others stay in the page, hidden). */
const shownCards = (page: Page) => guideCards(page).filter({ visible: true })

test.describe("help centre", () => {
  test("has five guide cards, each reaching its tutorial", async ({ page }) => {
    await page.goto("/ayuda")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "¿En qué podemos ayudarte?",
    )
    await expect(guideCards(page)).toHaveCount(5)
    for (const tutorial of tutorials) {
      await page.goto("/ayuda")
      await guideCards(page)
        .getByRole("link", { name: tutorial.card, exact: true })
        .click()
      await expect(page).toHaveURL(tutorial.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        tutorial.h1,
      )
    }
  })

  test("quick-help links lead to the five tutorials", async ({
    page,
    request,
  }) => {
    const order = [
      "/clientes",
      "/informes",
      "/albaranes",
      "/transportistas",
      "/facturas",
    ]
    await page.goto("/ayuda")
    const links = page.getByTestId("quick-help").getByRole("link")
    await expect(links).toHaveCount(5)
    const hrefs = await links.evaluateAll((els) =>
      els.map((el) => new URL((el as HTMLAnchorElement).href).pathname),
    )
    expect(hrefs).toEqual(order)
    for (const [i, path] of order.entries()) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const tutorial = tutorials.find((t) => t.path === path)
      await page.goto("/ayuda")
      await links.nth(i).click()
      await expect(page).toHaveURL(new RegExp(`${path}#paso-\\d$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        tutorial?.h1 ?? "",
      )
    }
    await expect(page.locator("#paso-4")).toBeInViewport()
  })

  test("search filters the guides as you type", async ({ page }) => {
    const fetched: string[] = []
    page.on("request", (request) =>
      fetched.push(new URL(request.url()).pathname),
    )
    await page.goto("/ayuda")
    const block = page.locator("[data-guide-search]")
    const search = page.getByRole("searchbox", { name: "Buscar en las guías" })
    const count = page.getByTestId("guide-count")
    await expect(count).toHaveText("5 guías")
    await expect(shownCards(page)).toHaveCount(5)

    // The search hydrates when the visitor reaches for the field, and
    // filters by what was typed while it loaded.
    await scriptsRan(page)
    // Whatever would hydrate it without the visitor has had its moment: the
    // page has loaded, laid out the field, been idle and gone quiet.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => requestAnimationFrame(resolve)),
        ),
    )
    await page.waitForLoadState("networkidle")
    const island = /\/assets\/(?:guide-search-field|client)\./
    expect(fetched.filter((path) => island.test(path))).toEqual([])
    await expect(block).not.toHaveAttribute("data-ready")
    await search.fill("factura")
    await expect(block).toHaveAttribute("data-ready", "true")
    expect(fetched.filter((path) => island.test(path))).toHaveLength(2)
    await expect(shownCards(page)).toHaveCount(1)
    await expect(shownCards(page)).toContainText("Facturas")
    await expect(guideCards(page)).toHaveCount(5)
    await expect(count).toHaveText("1 guía")

    await search.fill("ALBARAN")
    await expect(
      shownCards(page).getByRole("link", { name: "Albaranes", exact: true }),
    ).toBeVisible()
    await expect(
      shownCards(page).getByRole("link", { name: "Clientes", exact: true }),
    ).toHaveCount(0)

    await search.fill("xyzzy plugh")
    await expect(shownCards(page)).toHaveCount(0)
    const empty = page.getByTestId("guide-empty")
    await expect(empty).toBeVisible()
    await expect(count).toHaveText("Ninguna guía coincide con «xyzzy plugh»")
    await expect(empty.locator('a[href^="tel:"]')).toBeVisible()
    await expect(empty.locator('a[href^="mailto:"]')).toBeVisible()
    await expectNoSeriousViolations(page)

    await empty.getByRole("button", { name: "Ver todas las guías" }).click()
    await expect(shownCards(page)).toHaveCount(5)
    await expect(search).toHaveValue("")
    await expect(search).toBeFocused()
  })

  test("lists every guide without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/ayuda")
    await expect(guideCards(page)).toHaveCount(5)
    await context.close()
  })

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/ayuda")
    await expectNoSeriousViolations(page)
  })
})
