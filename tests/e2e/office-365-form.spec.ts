import { expect, test } from "@playwright/test"
import { openOffice365 as open } from "../support/page-ready.ts"

const PATH = "/office-365"

test.describe("Office 365 page", () => {
  test("nothing is sent on page load and the form starts empty", async ({
    page,
  }) => {
    const contactRequests: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/api/contact"))
        contactRequests.push(request.method())
    })
    await page.goto(PATH)
    // The form island runs once the visitor reaches it: it sends nothing then either.
    const form = page.locator("#formulario form")
    await form.scrollIntoViewIfNeeded()
    await expect(form).toBeVisible()
    await expect(form).toHaveAttribute("data-ready", "true")
    expect(contactRequests).toEqual([])
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
})
