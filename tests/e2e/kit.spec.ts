import { expect, test, type Page } from "@playwright/test"
import { expectScrolledTo, plain } from "../support/page-checks.ts"

/** Clicks every link with one of these names in the page and checks it lands on the section. */
async function expectLinksLandOn(page: Page, names: string[], id: string) {
  for (const name of names) {
    const links = await page
      .locator("main")
      .getByRole("link", { name, exact: true })
      .all()
    expect(links.length, name).toBeGreaterThan(0)
    for (const link of links) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await link.click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expectScrolledTo(page, `#${id}`)
    }
  }
}

const kitDigital = [
  {
    path: "/kitdigital",
    buttons: ["Solicitar información", "Contactar ahora"],
    tiers: [
      ["Pequeñas empresas", "De 10 a 49 empleados", "12.000 €"],
      ["Microempresas", "De 3 a 9 empleados", "6.000 €"],
      ["Autónomos", "De 0 a 2 empleados", "2.000 €"],
    ],
  },
  {
    path: "/en/kitdigital",
    buttons: ["Request information", "Contact us now"],
    tiers: [
      ["Small businesses", "10 to 49 employees", "€12,000"],
      ["Microbusinesses", "3 to 9 employees", "€6,000"],
      ["Self-employed", "0 to 2 employees", "€2,000"],
    ],
  },
]

for (const p of kitDigital) {
  test.describe(`Kit Digital ${p.path}`, () => {
    test("explains the programme, who may apply and the four solution areas", async ({
      page,
    }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator("#programa h2")).not.toBeEmpty()
      await expect(page.locator("#programa li")).toHaveCount(3)
      await expect(
        page.locator("[data-testid=kit-requirements] li"),
      ).toHaveCount(5)
      const solutions = page.locator("#soluciones [data-testid=kit-solution]")
      await expect(solutions).toHaveCount(4)
      for (const card of await solutions.all())
        expect(await card.locator("ul li").count()).toBe(3)
    })

    test("shows the three tiers at #tramos with amounts in the page's language", async ({
      page,
    }) => {
      await page.goto(p.path)
      const tiers = page.locator("#tramos [data-testid=kit-tier]")
      await expect(tiers).toHaveCount(3)
      for (const [i, [name, employees, amount]] of p.tiers.entries()) {
        const tier = tiers.nth(i)
        await expect(tier.locator("h3")).toHaveText(name!)
        await expect(tier).toContainText(employees!)
        expect(
          plain(
            await tier.locator("[data-testid=kit-tier-amount]").textContent(),
          ),
        ).toBe(amount)
      }
    })

    test("both call-to-action buttons lead to the contact form", async ({
      page,
    }) => {
      await page.goto(p.path)
      await expectLinksLandOn(page, p.buttons, "contacto")
      await expect(page.locator("#contacto form")).toBeVisible()
      await expect(
        page.locator('#contacto form input[type="email"]'),
      ).toBeVisible()
    })
  })
}

const kitConsulting = [
  {
    path: "/asesores",
    steps: ["Diagnóstico", "Diseño", "Implantación", "Seguimiento"],
    contact: ["Solicitar asesoramiento", "Contactar ahora"],
    method: "Cómo trabajamos",
  },
  {
    path: "/en/asesores",
    steps: ["Diagnosis", "Design", "Implementation", "Follow-up"],
    contact: ["Request advice", "Contact us now"],
    method: "How we work",
  },
]

for (const p of kitConsulting) {
  test.describe(`Kit Consulting ${p.path}`, () => {
    test("shows the consulting areas, the four-step method and the sectors", async ({
      page,
    }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
      await expect(
        page.locator("#areas [data-testid=consulting-area]"),
      ).toHaveCount(6)
      const steps = page.locator("#metodo [data-testid=method-step]")
      await expect(steps).toHaveCount(4)
      await expect(steps.locator("h3")).toHaveText(p.steps)
      await expect(
        page.locator("#sectores [data-testid=consulting-sector]"),
      ).toHaveCount(6)
    })

    test("the buttons lead to the method and to the contact form", async ({
      page,
    }) => {
      await page.goto(p.path)
      await expectLinksLandOn(page, [p.method], "metodo")
      await expectLinksLandOn(page, p.contact, "contacto")
      await expect(
        page.locator('#contacto form input[type="email"]'),
      ).toBeVisible()
    })
  })
}
