import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

const tutorials = [
  { path: "/clientes", h1: "Gestión de clientes", card: "Clientes" },
  {
    path: "/transportistas",
    h1: "Transportistas y productos",
    card: "Transportistas y productos",
  },
  {
    path: "/albaranes",
    h1: "Crear, validar y facturar albaranes",
    card: "Albaranes",
  },
  { path: "/facturas", h1: "Facturación paso a paso", card: "Facturas" },
  {
    path: "/informes",
    h1: "Informes y comprobaciones automáticas",
    card: "Informes",
  },
] as const

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  )
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

const guideCards = (page: Page) => page.getByTestId("guide-card")

test.describe("help centre", () => {
  test("has five guide cards, each reaching its tutorial", async ({ page }) => {
    await page.goto("/ayuda")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "¿En qué podemos ayudarte?",
    )
    await expect(guideCards(page)).toHaveCount(5)
    for (const tutorial of tutorials) {
      await page.goto("/ayuda")
      await guideCards(page)
        .getByRole("link", { name: tutorial.card, exact: true })
        .click()
      await expect(page).toHaveURL(tutorial.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        tutorial.h1,
      )
    }
  })

  test("quick-help links lead to the five tutorials", async ({
    page,
    request,
  }) => {
    const order = [
      "/clientes",
      "/informes",
      "/albaranes",
      "/transportistas",
      "/facturas",
    ]
    await page.goto("/ayuda")
    const links = page.getByTestId("quick-help").getByRole("link")
    await expect(links).toHaveCount(5)
    const hrefs = await links.evaluateAll((els) =>
      els.map((el) => new URL((el as HTMLAnchorElement).href).pathname),
    )
    expect(hrefs).toEqual(order)
    for (const [i, path] of order.entries()) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const tutorial = tutorials.find((t) => t.path === path)
      await page.goto("/ayuda")
      await links.nth(i).click()
      await expect(page).toHaveURL(new RegExp(`${path}#paso-\\d$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        tutorial?.h1 ?? "",
      )
    }
    await expect(page.locator("#paso-4")).toBeInViewport()
  })

  test("search filters the guides as you type", async ({ page }) => {
    await page.goto("/ayuda")
    const search = page.getByRole("searchbox", { name: "Buscar en las guías" })
    const count = page.getByTestId("guide-count")
    await expect(count).toHaveText("5 guías")

    await search.fill("factura")
    await expect(guideCards(page)).toHaveCount(1)
    await expect(guideCards(page)).toContainText("Facturas")
    await expect(count).toHaveText("1 guía")

    await search.fill("ALBARAN")
    await expect(
      guideCards(page).getByRole("link", { name: "Albaranes", exact: true }),
    ).toBeVisible()
    await expect(
      guideCards(page).getByRole("link", { name: "Clientes", exact: true }),
    ).toHaveCount(0)

    await search.fill("xyzzy plugh")
    await expect(guideCards(page)).toHaveCount(0)
    const empty = page.getByTestId("guide-empty")
    await expect(empty).toBeVisible()
    await expect(count).toHaveText("Ninguna guía coincide con «xyzzy plugh»")
    await expect(empty.locator('a[href^="tel:"]')).toBeVisible()
    await expect(empty.locator('a[href^="mailto:"]')).toBeVisible()
    await expectNoSeriousViolations(page)

    await empty.getByRole("button", { name: "Ver todas las guías" }).click()
    await expect(guideCards(page)).toHaveCount(5)
    await expect(search).toHaveValue("")
    await expect(search).toBeFocused()
  })

  test("lists every guide without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/ayuda")
    await expect(guideCards(page)).toHaveCount(5)
    await context.close()
  })

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/ayuda")
    await expectNoSeriousViolations(page)
  })
})

test.describe("tutorials", () => {
  for (const tutorial of tutorials) {
    test(`${tutorial.path}: four steps, support, way back, accessible`, async ({
      page,
    }) => {
      await page.goto(tutorial.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        tutorial.h1,
      )
      const steps = page.locator("ol[data-testid=tutorial-steps] > li")
      await expect(steps).toHaveCount(4)
      for (const [i, step] of (await steps.all()).entries()) {
        await expect(step).toContainText(`Paso ${i + 1}`)
        await expect(step.getByRole("heading", { level: 3 })).not.toBeEmpty()
      }
      const support = page.getByTestId("support")
      await expect(support.locator('a[href^="tel:"]')).toBeVisible()
      await expect(support.locator('a[href^="mailto:"]')).toBeVisible()
      await expect(support).toContainText("Lunes a viernes")

      const back = page.getByRole("link", { name: "Volver al centro de ayuda" })
      await expect(back).toHaveAttribute("href", "/ayuda")
      const breadcrumb = page.getByRole("navigation", {
        name: "Ruta de navegación",
      })
      await expect(breadcrumb.getByRole("link")).toHaveText([
        "Inicio",
        "Centro de ayuda",
      ])
      await expectNoSeriousViolations(page)
      await back.click()
      await expect(page).toHaveURL("/ayuda")
    })
  }

  test("previous and next links follow the tutorial order", async ({
    page,
  }) => {
    for (const [i, tutorial] of tutorials.entries()) {
      await page.goto(tutorial.path)
      const previous = page.getByTestId("tutorial-previous")
      const next = page.getByTestId("tutorial-next")
      const before = tutorials[i - 1]
      const after = tutorials[i + 1]
      if (before) {
        await expect(previous).toHaveAttribute("href", before.path)
        await expect(previous).toContainText(before.card)
      } else {
        await expect(previous).toHaveCount(0)
      }
      if (after) {
        await expect(next).toHaveAttribute("href", after.path)
        await expect(next).toContainText(after.card)
      } else {
        await expect(next).toHaveCount(0)
      }
    }
    await page.goto("/clientes")
    await page.getByTestId("tutorial-next").click()
    await expect(page).toHaveURL("/transportistas")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Transportistas y productos",
    )
  })

  for (const path of ["/albaranes", "/clientes", "/transportistas"]) {
    test(`${path}: while its video is not configured, the poster shows alone`, async ({
      page,
    }) => {
      const videoRequests: string[] = []
      page.on("request", (r) => {
        if (/youtube/.test(r.url())) videoRequests.push(r.url())
      })
      await page.goto(path)
      const video = page.locator("#video").getByTestId("video")
      await expect(video).toHaveAttribute("data-configured", "false")
      await expect(video.getByRole("link")).toHaveCount(0)
      await expect(video.getByRole("button")).toHaveCount(0)
      await expect(video).not.toContainText(/Reproducir|YouTube/)
      expect(videoRequests).toEqual([])
    })
  }

  test("/facturas links to the video channel in a new tab; /informes has no video", async ({
    page,
  }) => {
    await page.goto("/facturas")
    const link = page
      .locator("#video")
      .getByRole("link", { name: /Ver los vídeos en YouTube/ })
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("href", /youtube\.com/)
    await expect(page.locator("#video iframe")).toHaveCount(0)
    await page.goto("/informes")
    await expect(page.locator("#video")).toHaveCount(0)
  })

  test("prints the steps without header, footer, chat or video", async ({
    page,
  }) => {
    await page.goto("/albaranes")
    await page.emulateMedia({ media: "print" })
    await expect(page.getByTestId("site-header")).toBeHidden()
    await expect(page.getByTestId("site-footer")).toBeHidden()
    await expect(
      page.getByRole("button", { name: /asistente virtual/ }),
    ).toBeHidden()
    await expect(page.locator("#video")).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const steps = page.locator("ol[data-testid=tutorial-steps] > li")
    await expect(steps).toHaveCount(4)
    for (const step of await steps.all()) await expect(step).toBeVisible()
    const colour = await steps
      .first()
      .locator("p")
      .nth(1)
      .evaluate((el) => getComputedStyle(el).color)
    expect(colour).toBe("rgb(0, 0, 0)")
  })
})

test.describe("in-page anchors", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  /**
   * The target comes to rest 100 px below the top of the window, within the
   * pixel that sub-pixel layout may take. The smooth scroll, and on arrival
   * the browser's own jump to the anchor, take a few frames, so this waits
   * for the position rather than reading it once.
   */
  async function expectLandsAt100(page: Page, hash: string) {
    await expect(page).toHaveURL(new RegExp(`${hash}$`))
    const top = () =>
      page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
        hash.slice(1),
      )
    await expect
      .poll(async () => Math.abs((await top()) - 100) <= 1, {
        message: `${hash} lands 100 px below the top`,
      })
      .toBe(true)
  }

  test("help-centre links land their section 100 px below the top", async ({
    page,
  }) => {
    for (const [name, hash] of [
      ["Buscar una guía", "#guias"],
      ["Respuestas rápidas", "#respuestas"],
    ] as const) {
      await page.goto("/ayuda")
      await page.getByRole("link", { name, exact: true }).first().click()
      await expectLandsAt100(page, hash)
    }
  })

  test("a tutorial's step links land the step 100 px below the top", async ({
    page,
  }) => {
    await page.goto("/clientes")
    await page
      .getByRole("navigation", { name: "En esta guía" })
      .locator('a[href="#paso-2"]')
      .click()
    await expectLandsAt100(page, "#paso-2")
    await page.goto("/clientes#paso-3")
    await expectLandsAt100(page, "#paso-3")
  })
})
