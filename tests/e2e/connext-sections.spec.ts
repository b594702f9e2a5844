import { expect, test } from "@playwright/test"
import { openConnext as open } from "../support/page-ready.ts"

test.describe("TRABEM Connext page", () => {
  test("opens with the violet hero and every section in order, each with its heading", async ({
    page,
  }) => {
    const response = await open(page)
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1")).toHaveText(
      "Todas las conversaciones de tu organización en una sola bandeja",
    )
    const ids = await page
      .locator("main > section[id]")
      .evaluateAll((sections) => sections.map((s) => s.id))
    expect(ids).toEqual([
      "about",
      "benefits",
      "audience",
      "integration",
      "testimonials",
      "cta",
      "contact",
    ])
    for (const id of ids) {
      const heading = page.locator(`#${id} h2`).first()
      await heading.scrollIntoViewIfNeeded()
      await expect(heading).toBeVisible()
      expect((await heading.innerText()).trim().length).toBeGreaterThan(15)
    }
    await expect(page.locator("#about dl > div")).toHaveCount(3)
    await expect(page.locator("#about dl")).toContainText("24/7")
    await expect(page.locator("#benefits li")).toHaveCount(6)
    await expect(page.locator("#benefits")).toContainText(
      "Asignación automática",
    )
    await expect(page.locator("#benefits")).toContainText("Bots de IA")
  })

  test("the audience section lists clinics, town councils, training bodies and sales and support teams", async ({
    page,
  }) => {
    await open(page)
    const cards = page.locator("#audience [data-testid=audience-card]")
    await expect(cards).toHaveCount(4)
    await expect(cards.locator("h3")).toHaveText([
      "Clínicas",
      "Ayuntamientos",
      "Entidades de formación",
      "Equipos comerciales y de soporte",
    ])
    for (const card of await cards.all())
      expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(2)
  })

  test("the integration section shows the channels flowing into one inbox and the health products", async ({
    page,
  }) => {
    await open(page)
    const section = page.locator("#integration")
    for (const text of [
      "ERP sanitario de TRABEM",
      "Agenda y citas",
      "API-first",
      "Reglas de asignación",
      "Bots de IA",
    ])
      await expect(
        section.locator("li", { hasText: text }).first(),
      ).toBeAttached()
    const diagram = section.getByTestId("channel-flow-diagram")
    await diagram.scrollIntoViewIfNeeded()
    await expect(diagram).toBeVisible()
    for (const channel of ["WhatsApp", "Correo", "Chat web"])
      await expect(diagram.getByText(channel, { exact: true })).toBeVisible()
    await expect(diagram).toContainText("Bandeja única Connext")
    await expect(diagram.locator("svg[aria-hidden=true]")).toHaveCount(
      await diagram.locator("svg").count(),
    )
  })
})
