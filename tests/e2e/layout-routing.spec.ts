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

test.describe("redirects", () => {
  test("/contacto and /en/contact land on the home contact sections", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/contacto", "/#contact"],
      ["/en/contact", "/en#contact"],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 })
      expect(res.status()).toBe(301)
      expect(res.headers().location).toBe(to)
    }
  })

  test("/fr and /fr/ answer as /en/ does: a redirect to the French page, never 403", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/en/", "/en"],
      ["/fr", "/fr/automocion"],
      ["/fr/", "/fr/automocion"],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status(), from).toBe(301)
      expect(res.headers().location, from).toBe(to)
    }
    const landed = await request.get("/fr/")
    expect(landed.status()).toBe(200)
    expect(await landed.text()).toContain('<html lang="fr-FR"')
  })
})
