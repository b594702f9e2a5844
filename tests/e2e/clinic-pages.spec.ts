import { expect, test, type Page } from "@playwright/test"
import { expectLoopingCarousel } from "../support/carousel-checks.ts"
import {
  expectNoSeriousA11yViolations,
  expectScrolledTo,
  plain,
} from "../support/page-checks.ts"

const SITE = "https://www.trabem.es"
const labels = { previous: "Anterior", next: "Siguiente" } as const

test.use({ viewport: { width: 1440, height: 900 } })

/** The query parameters of a share link, decoded. */
function shareParams(href: string | null) {
  return new URL(href ?? "about:blank").searchParams
}

async function sectionIds(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main section[id]")].map((s) => s.id),
  )
}

test.describe("/trabemflex-salud, clinic appointment AI", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/trabemflex-salud")
    expect(response?.status()).toBe(200)
  })

  test("has every section, in order, with real content", async ({ page }) => {
    expect(await sectionIds(page)).toEqual([
      "video",
      "features",
      "how-it-works",
      "benefits",
      "cta",
      "contacto",
    ])
    await expect(page.locator("h1")).toContainText("ausencias")
    const features = page.locator("#features li")
    await expect(features).toHaveCount(4)
    const featureText = plain(await page.locator("#features").textContent())
    for (const claim of [
      "WhatsApp, SMS y chatbot",
      "Optimización de agenda",
      "Analítica",
      "30 % menos de ausencias",
    ])
      expect(featureText).toContain(claim)
    await expect(page.getByTestId("how-step")).toHaveCount(4)
    const groups = page.getByTestId("benefit-group")
    await expect(groups).toHaveCount(2)
    await expect(groups.nth(0).locator("h3")).toHaveText("Para tu clínica")
    await expect(groups.nth(1).locator("h3")).toHaveText("Para tus pacientes")
    await expect(groups.nth(0).locator("li")).toHaveCount(4)
  })

  test("Request Demo and the call to action scroll to #contacto, where the form with its service select is", async ({
    page,
  }) => {
    const form = page.locator("#contacto form")
    await expect(form).toHaveCount(1)
    await expect(form.locator("select")).toContainText("TrAbem Flex RAG")
    await page
      .locator("main section")
      .first()
      .getByRole("link", { name: "Solicitar demo" })
      .click()
    await expectScrolledTo(page, "#contacto")
    await expect(page).toHaveURL(/#contacto$/)
    await page
      .locator("#cta")
      .getByRole("link", { name: "Solicitar demo" })
      .click()
    await expectScrolledTo(page, "#contacto")
  })

  test("while no video is configured, shows the poster alone: no play button, no link, no request", async ({
    page,
  }) => {
    const videoRequests: string[] = []
    page.on("request", (r) => {
      if (/youtube/.test(r.url())) videoRequests.push(r.url())
    })
    await expect(page.getByTestId("hero-video-button")).toHaveCount(0)
    const video = page.locator("#video").getByTestId("video")
    await expect(video).toHaveAttribute("data-configured", "false")
    await expect(video.locator("svg").first()).toBeVisible()
    await expect(video.getByRole("link")).toHaveCount(0)
    await expect(video.getByRole("button")).toHaveCount(0)
    await expect(video).not.toContainText(/Reproducir|YouTube/)
    expect(videoRequests).toEqual([])
  })

  test("shares on WhatsApp with a text about attendance and the page address", async ({
    page,
  }) => {
    const hero = page.locator("main section").first()
    const links = hero.locator("[data-network]")
    await expect(links).toHaveCount(1)
    const whatsapp = hero.locator('[data-network="whatsapp"]')
    await expect(whatsapp).toHaveAttribute("target", "_blank")
    const href = await whatsapp.getAttribute("href")
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(href).toContain(encodeURIComponent(`${SITE}/trabemflex-salud`))
    const text = plain(shareParams(href).get("text"))
    expect(text).toContain("tasa de asistencia")
    expect(text.endsWith(`${SITE}/trabemflex-salud`)).toBe(true)
  })

  test("has no chat frame", async ({ page }) => {
    await expect(page.locator("main h1")).toBeVisible()
    await expect(page.getByTestId("chat-toggle")).toHaveCount(0)
    await expect(page.getByTestId("chat-panel")).toHaveCount(0)
    await expect(page.locator("iframe")).toHaveCount(0)
  })

  test("has no serious accessibility violation", async ({ page }) => {
    await expectNoSeriousA11yViolations(page)
  })
})

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
      await expect(agent.locator("svg")).toHaveCount(1)
    }
  })

  test("the chat examples carousel moves with buttons and keys and loops", async ({
    page,
  }) => {
    const carousel = page.locator("#examples [aria-roledescription=carousel]")
    await expect(carousel.locator("figure svg")).toHaveCount(5)
    await expectLoopingCarousel(carousel, 5, 3, labels)
  })

  test("the testimonials carousel shows four, two per slide, and loops", async ({
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
    await expectLoopingCarousel(carousel, 4, 2, labels)
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

  test("has no serious accessibility violation", async ({ page }) => {
    await expectNoSeriousA11yViolations(page)
  })
})
