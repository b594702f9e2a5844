import { expect, test, type Page } from "@playwright/test"
import { scriptsRan } from "../support/page-ready.ts"
import { expectNoSeriousA11yViolations as expectNoSeriousViolations } from "../support/page-checks.ts"

const guideCards = (page: Page) => page.getByTestId("guide-card")
/** The guide cards the search leaves shown (the others stay in the page, hidden). */
const shownCards = (page: Page) => guideCards(page).filter({ visible: true })

test.describe("help centre", () => {
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
})
