import { expect, test } from "@playwright/test"
import { expectLoopingCarousel } from "../support/carousel-checks.ts"
import { expectScrolledTo, plain } from "../support/page-checks.ts"
import { SITE, sectionIds, shareParams } from "../support/landing-checks.ts"

const labels = { previous: "Anterior", next: "Siguiente" } as const

test.use({ viewport: { width: 1440, height: 900 } })

test.describe("/trabemflex-clinica, clinic virtual agents", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/trabemflex-clinica")
    expect(response?.status()).toBe(200)
  })

  test("has every section, in order, with the claims", async ({ page }) => {
    expect(await sectionIds(page)).toEqual([
      "examples",
      "pain-points",
      "features",
      "agents",
      "testimonials",
      "share",
      "cta-section",
    ])
    const stats = plain(await page.getByTestId("landing-stats").textContent())
    for (const claim of ["30 h", "70 %", "24/7"]) expect(stats).toContain(claim)
    await expect(page.locator("#pain-points li h3")).toHaveText([
      "Agenda saturada",
      "Pagos olvidados",
      "Tareas que roban tiempo",
      "Falta de control",
    ])
    await expect(page.locator("#features > div > ul > li")).toHaveCount(4)
  })

  test("the demo button and the header's Contactar scroll to #cta-section", async ({
    page,
  }) => {
    await page
      .getByRole("link", { name: "Reservar demo de 20 minutos" })
      .click()
    await expectScrolledTo(page, "#cta-section")
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await page
      .getByTestId("product-header")
      .getByRole("link", { name: "Contactar" })
      .click()
    await expectScrolledTo(page, "#cta-section")
  })

  test("shows ten agents in five categories, each with name, description and icon", async ({
    page,
  }) => {
    const categories = page.getByTestId("agent-category")
    await expect(categories.locator("h3")).toHaveText([
      /Citas/,
      /Finanzas y pagos/,
      /Comunicación y marketing/,
      /Atención al paciente/,
      /Control y gestión/,
    ])
    const agents = page.getByTestId("agent-card")
    await expect(agents).toHaveCount(10)
    for (let i = 0; i < 5; i++)
      await expect(categories.nth(i).getByTestId("agent-card")).toHaveCount(2)
    for (let i = 0; i < 10; i++) {
      const agent = agents.nth(i)
      await expect(agent).toHaveAttribute("id", /^agente-/)
      await expect(agent.locator("h4")).not.toBeEmpty()
      await expect(agent.locator("p")).toHaveText(/.{40,}/)
      await expect(agent.locator("svg > use")).toHaveCount(1)
    }
  })

  test("the chat examples carousel moves with buttons and keys and loops", async ({
    page,
  }) => {
    const carousel = page.locator("#examples [aria-roledescription=carousel]")
    await expect(carousel.locator("figure svg")).toHaveCount(5)
    await expectLoopingCarousel(carousel, 5, 3, labels)
  })

  test("the testimonials carousel shows four, two per slide, moves by two and loops", async ({
    page,
  }) => {
    const carousel = page.locator(
      "#testimonials [aria-roledescription=carousel]",
    )
    await expect(carousel.locator("figcaption")).toHaveCount(4)
    await expect(carousel).toContainText("400 pacientes")
    await expect(carousel.locator("figcaption span[aria-hidden]")).toHaveText([
      "CL",
      "JM",
      "LR",
      "TP",
    ])
    // 1–2 in view, next shows 3–4, next again 1–2; back from 1–2 shows 3–4.
    await expectLoopingCarousel(carousel, 4, 2, labels, 2)
  })

  test("shares on WhatsApp, Facebook, LinkedIn and X, and copies the link", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const url = `${SITE}/trabemflex-clinica`
    const share = page.locator("#share")
    await expect(share.locator("[data-network]")).toHaveCount(4)
    const href = (network: string) =>
      share.locator(`[data-network="${network}"]`).getAttribute("href")
    const whatsapp = await href("whatsapp")
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=Descubre/)
    expect(whatsapp).toContain(encodeURIComponent(url))
    expect(shareParams(await href("facebook")).get("u")).toBe(url)
    expect(await href("facebook")).toMatch(/^https:\/\/www\.facebook\.com\//)
    expect(shareParams(await href("linkedin")).get("url")).toBe(url)
    const x = shareParams(await href("x"))
    expect(x.get("url")).toBe(url)
    expect(x.get("text")).toContain("Agentes virtuales para clínicas")
    // Copy link is an island that hydrates as the visitor reaches the card.
    await share.scrollIntoViewIfNeeded()
    await share.getByRole("button", { name: "Copiar enlace" }).click()
    await expect(
      page.getByText("¡Enlace copiado al portapapeles!"),
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "/trabemflex-clinica",
    )
  })

  test("the demo section holds the 20-minute promise and the clinic demo form", async ({
    page,
  }) => {
    const demo = page.locator("#cta-section")
    await expect(demo.locator("h2")).toHaveText(
      "20 minutos que pueden transformar tu clínica",
    )
    await expect(
      demo.getByTestId("request-includes").locator("li"),
    ).toHaveCount(4)
    await expect(demo.locator("form")).toHaveCount(1)
    await expect(demo.getByLabel("Nombre de la clínica")).toBeVisible()
  })
})

test.describe("/trabemflex-clinica on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("the testimonials carousel shows one at a time and moves by one", async ({
    page,
  }) => {
    await page.goto("/trabemflex-clinica")
    const carousel = page.locator(
      "#testimonials [aria-roledescription=carousel]",
    )
    await expectLoopingCarousel(carousel, 4, 1, labels)
  })
})
