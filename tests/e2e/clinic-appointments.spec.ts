import { expect, test } from "@playwright/test"
import { business } from "#app/config/business.ts"
import { expectScrolledTo, plain } from "../support/page-checks.ts"
import { SITE, sectionIds, shareParams } from "../support/landing-checks.ts"

test.use({ viewport: { width: 1440, height: 900 } })

test.describe("/trabemflex-salud, clinic appointment AI", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/trabemflex-salud")
    expect(response?.status()).toBe(200)
  })

  test("has every section, in order, with real content", async ({ page }) => {
    const hasVideo = business.videos.value.clinicExplainer !== null
    expect(await sectionIds(page)).toEqual([
      ...(hasVideo ? ["video"] : []),
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

  test("while no video is configured, nothing promises one: no button, no section, no request", async ({
    page,
  }) => {
    test.skip(
      business.videos.value.clinicExplainer !== null,
      "the explainer video is configured",
    )
    const videoRequests: string[] = []
    page.on("request", (r) => {
      if (/youtube/.test(r.url())) videoRequests.push(r.url())
    })
    await expect(page.locator("main h1")).toBeVisible()
    await expect(page.getByTestId("hero-video-button")).toHaveCount(0)
    await expect(page.locator("#video")).toHaveCount(0)
    await expect(page.locator("main")).not.toContainText(/v[ií]deo/i)
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
    await expect(page.locator("[data-chat-toggle]")).toHaveCount(0)
    await expect(page.locator("#chat-panel")).toHaveCount(0)
    await expect(page.locator("iframe")).toHaveCount(0)
  })
})
