import { expect, test } from "@playwright/test"
import { openConnext as open } from "../support/page-ready.ts"

test.describe("TRABEM Connext page", () => {
  test("the contact form sends a request and confirms it", async ({ page }) => {
    await open(page)
    const form = page.locator("#contact form")
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel("Nombre").fill("Marta López")
    await form.getByLabel("Correo electrónico").fill("marta@clinica-ejemplo.es")
    await form
      .getByLabel("Mensaje")
      .fill("Queremos centralizar WhatsApp y el correo de recepción.")
    const sent = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/contact") && r.request().method() === "POST",
    )
    await form.getByRole("button", { name: "Enviar mensaje" }).click()
    const response = await sent
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({
      service: "TRABEM Connext",
      email: "marta@clinica-ejemplo.es",
    })
    await expect(page.locator("#contact")).toContainText("¡Mensaje enviado!")
    await expect(page.locator("#contact form")).toHaveCount(0)
    // After five seconds the empty form comes back for another message.
    await expect(page.locator("#contact form")).toBeVisible({ timeout: 8000 })
    await expect(
      page.locator("#contact form").getByLabel("Nombre"),
    ).toHaveValue("")
  })
})
