import { expect, test, type Page } from "@playwright/test"
import {
  expectLoopingCarousel,
  visibleSlides,
} from "../support/carousel-checks.ts"
import {
  expectNoSeriousA11yViolations,
  expectScrolledTo,
} from "../support/page-checks.ts"

const PATH = "/trabem-connext"

async function expectScrolledToContact(page: Page) {
  await expect(page).toHaveURL(/#contact$/)
  await expectScrolledTo(page, "#contact")
}

const carouselLabels = { previous: "Anterior", next: "Siguiente" } as const

/** Opens the page and waits until React has taken over (the form marks itself ready). */
async function open(page: Page) {
  const response = await page.goto(PATH)
  await expect(page.locator("#contact form")).toHaveAttribute(
    "data-ready",
    "true",
  )
  return response
}

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

  test("the header's Contact button scrolls to the contact section", async ({
    page,
  }) => {
    await open(page)
    const contact = page
      .getByTestId("product-header")
      .getByRole("link", { name: "Contactar" })
    await expect(contact).toHaveAttribute("href", "#contact")
    await contact.click()
    await expectScrolledToContact(page)
    await expect(page.locator("#contact form")).toBeVisible()
  })

  test("both buttons of the call-to-action band scroll to the contact section", async ({
    page,
  }) => {
    await open(page)
    const buttons = page.locator("#cta a")
    await expect(buttons).toHaveCount(2)
    await expect(buttons).toHaveText([
      "Solicitar demo",
      "Hablar con un especialista",
    ])
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() =>
        window.scrollTo({ top: 0, behavior: "instant" }),
      )
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await buttons.nth(i).scrollIntoViewIfNeeded()
      await buttons.nth(i).click()
      await expectScrolledToContact(page)
    }
  })

  test("the testimonials carousel shows two clients one at a time and loops with buttons and arrow keys", async ({
    page,
  }) => {
    await open(page)
    const carousel = page.locator("#testimonials").getByTestId("carousel")
    await carousel.scrollIntoViewIfNeeded()
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(2)
    await expect(slides.nth(0)).toContainText("LM")
    await expect(slides.nth(0)).toContainText("Clínica")
    await expect(slides.nth(1)).toContainText("AP")
    await expect(slides.nth(1)).toContainText("Ayuntamiento")

    await expectLoopingCarousel(carousel, 2, 1, carouselLabels)

    // Next from the last slide comes back to the first, by button and by key.
    const next = carousel.getByRole("button", { name: carouselLabels.next })
    await next.click()
    await expect.poll(() => visibleSlides(carousel)).toEqual(["2 / 2"])
    await next.click()
    await expect.poll(() => visibleSlides(carousel)).toEqual(["1 / 2"])
    await carousel.press("ArrowLeft")
    await expect.poll(() => visibleSlides(carousel)).toEqual(["2 / 2"])
  })

  test("on a phone the carousel still loops and the Contact button still reaches the form", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page)
    const carousel = page.locator("#testimonials").getByTestId("carousel")
    await carousel.scrollIntoViewIfNeeded()
    await expectLoopingCarousel(carousel, 2, 1, carouselLabels)

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await page
      .getByTestId("product-header")
      .getByRole("link", { name: "Contactar" })
      .click()
    await expectScrolledToContact(page)
    const scrollWidth = await page.evaluate(
      () => document.documentElement.scrollWidth,
    )
    expect(scrollWidth).toBeLessThanOrEqual(375)
  })

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

  test("has no serious or critical accessibility violations", async ({
    page,
  }) => {
    await open(page)
    await expectNoSeriousA11yViolations(page)
  })
})
