import { expect, test } from "@playwright/test"
import { expectLoopingCarousel } from "../support/carousel-checks.ts"
import {
  expectNoSeriousA11yViolations,
  expectScrolledTo,
  plain,
} from "../support/page-checks.ts"

const SITE = "https://www.trabem.es"

test.use({ viewport: { width: 1440, height: 900 } })

const pages = [
  {
    path: "/automocion",
    lang: "es-ES",
    contact: "Contactar",
    demoButton: "Solicitar demo",
    sections: [
      "examples",
      "challenges",
      "solutions",
      "assistants",
      "testimonials",
      "share",
      "cta-section",
    ],
    claims: ["+30", "35 %", "40 %", "3 clics"],
    solutions: [
      "Inventario y recambios",
      "Presupuestos al momento",
      "Campañas de mantenimiento en 3 clics",
      "Todo bajo control",
    ],
    assistants: ["Citas", "Ventas", "Posventa"],
    testimonials: 3,
    shareText: "Descubre",
    demoTitle: "20 minutos que pueden transformar tu concesionario",
    includesTitle: "Qué incluye la demo",
    businessLabel: "Nombre del concesionario",
  },
  {
    path: "/fr/automocion",
    lang: "fr-FR",
    contact: "Contacter",
    demoButton: "Demander une démo",
    sections: [
      "challenges",
      "solutions",
      "assistants",
      "testimonials",
      "share",
      "cta-section",
    ],
    claims: ["+30", "35 %", "40 %", "3 clics"],
    solutions: [
      "Disponibles 24 h/24, 7 j/7",
      "Jusqu'à 35 % de prospects en plus",
      "Moins d'annulations",
      "Campagnes d'entretien en 3 clics",
      "Stock et pièces en temps réel",
      "Un pilotage simplifié",
    ],
    assistants: ["Rendez-vous", "Ventes", "Après-vente"],
    testimonials: 1,
    shareText: "Découvrez",
    demoTitle: "20 minutes qui peuvent transformer votre concession",
    includesTitle: "Ce que comprend la démo",
    businessLabel: "Nom de la concession",
  },
] as const

for (const p of pages) {
  test.describe(`dealership page ${p.path}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
    })

    test("has every section, in order, with the claims", async ({ page }) => {
      await expect(page.locator("html")).toHaveAttribute("lang", p.lang)
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll("main section[id]")].map((s) => s.id),
        ),
      ).toEqual(p.sections)
      const stats = plain(await page.getByTestId("landing-stats").textContent())
      for (const claim of p.claims) expect(stats).toContain(claim)
      await expect(page.locator("#challenges li h3")).toHaveCount(4)
      const solutions = page.locator("#solutions > div > ul > li h3")
      expect((await solutions.allTextContents()).map(plain)).toEqual(
        p.solutions,
      )
    })

    test(`the hero's demo button and the header's ${p.contact} scroll to #cta-section`, async ({
      page,
    }) => {
      await page
        .locator("main section")
        .first()
        .getByRole("link", { name: p.demoButton })
        .click()
      await expectScrolledTo(page, "#cta-section")
      await page.evaluate(() =>
        window.scrollTo({ top: 0, behavior: "instant" }),
      )
      const contact = page
        .getByTestId("product-header")
        .getByRole("link", { name: p.contact, exact: true })
      await expect(contact).toHaveAttribute("href", "#cta-section")
      await contact.click()
      await expectScrolledTo(page, "#cta-section")
    })

    test("shows the three assistants, each with its feature list", async ({
      page,
    }) => {
      const cards = page.locator("#assistants").getByTestId("agent-card")
      await expect(cards).toHaveCount(3)
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i)
        await expect(card.locator("p").first()).toHaveText(p.assistants[i]!)
        await expect(card.locator("h3")).not.toBeEmpty()
        await expect(card.locator("ul li")).toHaveCount(3)
        await expect(card.locator("svg").first()).toBeVisible()
      }
    })

    test("shares on WhatsApp only, with the page address", async ({ page }) => {
      const share = page.locator("#share")
      await expect(share.locator("[data-network]")).toHaveCount(1)
      await expect(share.getByRole("button")).toHaveCount(0)
      const href = await share
        .locator('[data-network="whatsapp"]')
        .getAttribute("href")
      expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
      expect(href).toContain(encodeURIComponent(`${SITE}${p.path}`))
      const text = new URL(href ?? "").searchParams.get("text") ?? ""
      expect(text.startsWith(p.shareText)).toBe(true)
    })

    test("the demo section lists what the demo includes beside the dealership form", async ({
      page,
    }) => {
      const demo = page.locator("#cta-section")
      await expect(demo.locator("h2")).toHaveText(p.demoTitle)
      await expect(demo.locator("h3")).toHaveText(p.includesTitle)
      await expect(
        demo.getByTestId("request-includes").locator("li"),
      ).toHaveCount(4)
      await expect(demo.locator("form")).toHaveCount(1)
      await expect(demo.getByLabel(p.businessLabel)).toBeVisible()
    })

    test("has no serious accessibility violation", async ({ page }) => {
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test("/automocion: chat examples and testimonials carousels loop", async ({
  page,
}) => {
  await page.goto("/automocion")
  const labels = { previous: "Anterior", next: "Siguiente" }
  const examples = page.locator("#examples [aria-roledescription=carousel]")
  await expect(examples).toContainText("Consulta de recambios")
  await expectLoopingCarousel(examples, 5, 3, labels)
  const testimonials = page.locator(
    "#testimonials [aria-roledescription=carousel]",
  )
  await expectLoopingCarousel(testimonials, 3, 2, labels)
})

test("/fr/automocion: one testimonial, French chat panel with Fermer", async ({
  page,
}) => {
  await page.goto("/fr/automocion")
  await expect(page.locator("#examples")).toHaveCount(0)
  await expect(page.locator("#testimonials figure")).toHaveCount(1)
  await expect(
    page.locator("#testimonials [aria-roledescription=carousel]"),
  ).toHaveCount(0)
  await expect(page.locator("#testimonials")).toContainText("Laurent D.")

  const toggle = page.getByTestId("chat-toggle")
  await expect(toggle).toHaveAttribute("aria-label", /chat/i)
  await toggle.click()
  const panel = page.getByTestId("chat-panel")
  await expect(panel).toBeVisible()
  const close = panel.getByRole("button", { name: "Fermer" })
  await expect(close).toBeVisible()
  await close.click()
  await expect(panel).toBeHidden()
})

test("the Spanish and French dealership pages point to each other", async ({
  page,
}) => {
  await page.goto("/automocion")
  await expect(
    page.locator('head link[rel="alternate"][hreflang="fr-FR"]'),
  ).toHaveAttribute("href", `${SITE}/fr/automocion`)
  const response = await page.request.get("/fr/automocion")
  expect(response.status()).toBe(200)
})
