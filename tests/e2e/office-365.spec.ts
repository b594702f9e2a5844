import { expect, test } from "@playwright/test"
import { expectScrolledTo } from "../support/page-checks.ts"
import { openOffice365 as open } from "../support/page-ready.ts"

test.describe("Office 365 page", () => {
  test("shows the hero, five benefits, the reasons to buy through TRABEM, the form, a testimonial and three badges", async ({
    page,
  }) => {
    const response = await open(page)
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1")).toContainText("Office 365 para tu empresa")
    const ids = await page
      .locator("main > section[id]")
      .evaluateAll((sections) => sections.map((s) => s.id))
    expect(ids).toEqual([
      "beneficios",
      "por-que-trabem",
      "formulario",
      "testimonio",
      "garantias",
    ])

    const benefits = page.getByTestId("benefit-card")
    await expect(benefits).toHaveCount(5)
    for (const benefit of await benefits.all()) {
      await expect(benefit.locator("h3")).not.toBeEmpty()
      expect((await benefit.locator("p").innerText()).length).toBeGreaterThan(
        40,
      )
    }

    const reasons = page.locator("#por-que-trabem")
    await expect(reasons.getByTestId("reason")).toHaveCount(5)
    for (const reason of [
      "Soporte local en español",
      "Una sola factura",
      "Migración y puesta en marcha",
      "Gestión de licencias",
      "Configuración de seguridad",
    ])
      await expect(reasons.getByText(reason, { exact: true })).toBeAttached()
    await expect(reasons.locator("ol li")).toHaveText([
      /^1\s*Microsoft/,
      /^2\s*Mayorista oficial/,
      /^3\s*TRABEM/,
      /^4\s*Tu empresa/,
    ])

    const testimonial = page.locator("#testimonio figure")
    await expect(testimonial).toHaveCount(1)
    await expect(testimonial).toContainText("RC")
    await expect(testimonial).toContainText("Ramón C.")
    await expect(testimonial.getByRole("img")).toHaveAccessibleName(
      "Valoración: 5 de 5 estrellas",
    )

    const badges = page.getByTestId("trust-badge")
    await expect(badges.locator("h3")).toHaveText([
      "Distribuidor autorizado",
      "Soporte de socio certificado",
      "Infraestructura con el mayorista",
    ])
  })

  test("'Empezar ahora' lands on the form", async ({ page }) => {
    await open(page)
    const start = page.getByRole("link", { name: "Empezar ahora" })
    await expect(start).toHaveAttribute("href", "#formulario")
    await start.click()
    await expect(page).toHaveURL(/#formulario$/)
    await expectScrolledTo(page, "#formulario")
    await expect(
      page.locator("#formulario").getByLabel("Nombre"),
    ).toBeInViewport()
  })

  test("fits a phone screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page)
    const scrollWidth = await page.evaluate(
      () => document.documentElement.scrollWidth,
    )
    expect(scrollWidth).toBeLessThanOrEqual(375)
    await page.getByRole("link", { name: "Empezar ahora" }).click()
    await expectScrolledTo(page, "#formulario")
    await expect(page.locator("#formulario h2")).toBeInViewport()
  })
})
