import { expect, test } from "@playwright/test"
import { expectScrolledTo } from "../support/page-checks.ts"

const pages = [
  {
    path: "/canteras",
    h1: "Controla tu cantera de la báscula a la factura",
    demo: "Solicitar demo",
    features: [
      "Clientes",
      "Productos",
      "Transporte con báscula",
      "Pedidos y albaranes con firma digital",
      "Facturación con rectificativas",
      "Informes a Excel y PDF",
      "Roles y permisos",
      "Auditoría y copias de seguridad",
    ],
    locale: "es",
  },
  {
    path: "/en/canteras",
    h1: "Run your quarry from the weighbridge to the invoice",
    demo: "Request a demo",
    features: [
      "Customers",
      "Products",
      "Transport with weighbridge",
      "Orders and delivery notes with digital signature",
      "Invoicing with corrective invoices",
      "Reports to Excel and PDF",
      "Roles and permissions",
      "Audit log and backups",
    ],
    locale: "en",
  },
] as const

for (const p of pages) {
  test.describe(`quarry page ${p.path}`, () => {
    test("opens with the hero and its weighbridge illustration", async ({
      page,
    }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
      const hero = page.locator("main > section").first()
      await expect(hero.locator("h1")).toHaveText(p.h1)
      await expect(hero.locator('svg[aria-hidden="true"]').last()).toBeVisible()
    })

    test("lists the eight main features at #funciones", async ({ page }) => {
      await page.goto(p.path)
      const features = page.locator("#funciones [data-testid=quarry-feature]")
      await expect(features).toHaveCount(8)
      await expect(features.locator("h3")).toHaveText([...p.features])
      for (const text of await features.locator("p").allTextContents())
        expect(text.length).toBeGreaterThan(40)
    })

    test("shows eight modules, each in its own colour with a feature list", async ({
      page,
    }) => {
      await page.goto(p.path)
      const modules = page.locator("#modulos [data-testid=quarry-module]")
      await expect(modules).toHaveCount(8)
      const colours = await modules.evaluateAll((cards) =>
        cards.map(
          (card) =>
            getComputedStyle(card.firstElementChild as Element).backgroundColor,
        ),
      )
      expect(new Set(colours).size).toBe(8)
      for (let i = 0; i < 8; i++) {
        const card = modules.nth(i)
        await expect(card.locator("h3")).not.toBeEmpty()
        expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(4)
      }
    })

    test("the demo buttons lead to the form at #contacto", async ({ page }) => {
      await page.goto(p.path)
      const demoLinks = page.locator("main").getByRole("link", {
        name: p.demo,
        exact: true,
      })
      expect(await demoLinks.count()).toBeGreaterThanOrEqual(2)
      for (const link of await demoLinks.all()) {
        await page.evaluate(() => window.scrollTo(0, 0))
        await link.click()
        await expect(page).toHaveURL(/#contacto$/)
        await expectScrolledTo(page, "#contacto")
      }
      const form = page.locator("#contacto form")
      await expect(form).toBeVisible()
      await expect(form.locator('input[type="email"]')).toBeVisible()
      await expect(form.locator('input[name="service"]')).toHaveValue(
        "Canteras",
      )
      await expect(form.locator('input[name="locale"]')).toHaveValue(p.locale)
    })

    test("sends nothing on load", async ({ page }) => {
      // Every request the page's scripts make is written down as it starts.
      await page.addInitScript(() => {
        const started: string[] = []
        Object.assign(window, { startedRequests: started })
        const fetch = window.fetch.bind(window)
        window.fetch = (input, init) => {
          started.push(input instanceof Request ? input.url : String(input))
          return fetch(input, init)
        }
        const send = XMLHttpRequest.prototype.send
        XMLHttpRequest.prototype.send = function (body) {
          started.push("XMLHttpRequest")
          send.call(this, body)
        }
      })
      await page.goto(p.path)
      const form = page.locator("#contacto form")
      await form.scrollIntoViewIfNeeded()
      // The form island has hydrated: its effects, which would send, have run.
      await expect(form).toHaveAttribute("data-ready", "true")
      const started = await page.evaluate(
        () =>
          (window as unknown as { startedRequests: string[] }).startedRequests,
      )
      expect(
        started.filter(
          (url) => url.includes("/api/") || url === "XMLHttpRequest",
        ),
      ).toEqual([])
      await expect(page.getByText("Correo de prueba")).toHaveCount(0)
    })
  })
}
