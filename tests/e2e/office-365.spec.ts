import { expect, test, type Page } from "@playwright/test"
import {
  expectNoSeriousA11yViolations,
  expectScrolledTo,
} from "../support/page-checks.ts"

const PATH = "/office-365"

/** Opens the page and waits until React has taken over (the form marks itself ready). */
async function open(page: Page) {
  const response = await page.goto(PATH)
  await expect(page.locator("#formulario form")).toHaveAttribute(
    "data-ready",
    "true",
  )
  return response
}

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

  test("nothing is sent on page load and the form starts empty", async ({
    page,
  }) => {
    const contactRequests: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/api/contact"))
        contactRequests.push(request.method())
    })
    await page.goto(PATH, { waitUntil: "networkidle" })
    await page.waitForTimeout(1500)
    expect(contactRequests).toEqual([])

    const form = page.locator("#formulario form")
    await expect(form).toBeVisible()
    await expect(form).toHaveAttribute("data-ready", "true")
    for (const label of [
      "Nombre",
      "Correo electrónico",
      "Empresa",
      "Teléfono",
      "Mensaje",
    ])
      await expect(form.getByLabel(label)).toHaveValue("")
    const values = await form
      .locator("input:not([type=hidden]), textarea")
      .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value))
    expect(values.length).toBeGreaterThanOrEqual(5)
    expect(values.every((v) => v === "")).toBe(true)
    await expect(page.getByText("Correo de prueba")).toHaveCount(0)
  })

  test("the form sends 'Office 365' as the service and confirms it", async ({
    page,
  }) => {
    await open(page)
    const form = page.locator("#formulario form")
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel("Nombre").fill("Javier Ruiz")
    await form
      .getByLabel("Correo electrónico")
      .fill("javier@asesoria-ejemplo.es")
    await form
      .getByLabel("Mensaje")
      .fill("Somos doce personas y queremos migrar el correo a Microsoft 365.")
    const sent = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/contact") && r.request().method() === "POST",
    )
    await form.getByRole("button").click()
    const response = await sent
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({
      service: "Office 365",
      name: "Javier Ruiz",
    })
    await expect(page.getByText("Mensaje enviado correctamente")).toBeVisible()
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

  test("has no serious or critical accessibility violations", async ({
    page,
  }) => {
    await open(page)
    await expectNoSeriousA11yViolations(page)
  })
})
