import { expect, test, type Page } from "@playwright/test"

test.describe("in-page anchors", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  /**
   * The target comes to rest 100 px below the top of the window, within the
   * pixel that sub-pixel layout may take. The smooth scroll, and on arrival
   * the browser's own jump to the anchor, take a few frames, so this waits
   * for the position rather than reading it once.
   */
  async function expectLandsAt100(page: Page, hash: string) {
    await expect(page).toHaveURL(new RegExp(`${hash}$`))
    const top = () =>
      page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
        hash.slice(1),
      )
    await expect
      .poll(async () => Math.abs((await top()) - 100) <= 1, {
        message: `${hash} lands 100 px below the top`,
      })
      .toBe(true)
  }

  test("help-centre links land their section 100 px below the top", async ({
    page,
  }) => {
    for (const [name, hash] of [
      ["Buscar una guía", "#guias"],
      ["Respuestas rápidas", "#respuestas"],
    ] as const) {
      await page.goto("/ayuda")
      await page.getByRole("link", { name, exact: true }).first().click()
      await expectLandsAt100(page, hash)
    }
  })

  test("a tutorial's step links land the step 100 px below the top", async ({
    page,
  }) => {
    await page.goto("/clientes")
    await page
      .getByRole("navigation", { name: "En esta guía" })
      .locator('a[href="#paso-2"]')
      .click()
    await expectLandsAt100(page, "#paso-2")
    await page.goto("/clientes#paso-3")
    await expectLandsAt100(page, "#paso-3")
  })
})
