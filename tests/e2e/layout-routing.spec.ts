import { expect, test } from "@playwright/test"

test.describe("not found", () => {
  test("answers 404 with the not-found page and logs the path", async ({
    page,
  }) => {
    const errors: string[] = []
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text())
    })
    const response = await page.goto("/esta-pagina-no-existe")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Página no encontrada",
    )
    await expect(page.getByText("no existe o se ha movido")).toBeVisible()
    await expect
      .poll(() => errors)
      .toContain(
        "404 Error: User attempted to access non-existent route: /esta-pagina-no-existe",
      )
    await page
      .getByRole("main")
      .getByRole("link", { name: "Volver al inicio" })
      .click()
    await expect(page).toHaveURL(/\/$/)
  })
})
