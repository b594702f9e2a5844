import { expect, test } from "@playwright/test"
import { business } from "#app/config/business.ts"
import { tutorials } from "../support/help-tutorials.ts"
import { expectNoSeriousA11yViolations as expectNoSeriousViolations } from "../support/page-checks.ts"

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

  const embedded = [
    { path: "/albaranes", video: "deliveryNotes" },
    { path: "/clientes", video: "clients" },
    { path: "/transportistas", video: "carriers" },
    { path: "/en/albaranes", video: "deliveryNotes" },
    { path: "/en/clientes", video: "clients" },
    { path: "/en/transportistas", video: "carriers" },
  ] as const
  for (const { path, video } of embedded) {
    test(`${path}: while its video is not configured, nothing promises one`, async ({
      page,
    }) => {
      test.skip(
        business.videos.value[video] !== null,
        `the ${video} video is configured`,
      )
      const videoRequests: string[] = []
      page.on("request", (r) => {
        if (/youtube/.test(r.url())) videoRequests.push(r.url())
      })
      await page.goto(path)
      await expect(page.locator("main h1")).toBeVisible()
      await expect(page.locator("#video")).toHaveCount(0)
      await expect(page.locator('main a[href="#video"]')).toHaveCount(0)
      await expect(page.locator("main")).not.toContainText(/v[ií]deo/i)
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
    await expect(page.locator("header.site-header")).toBeHidden()
    await expect(page.getByRole("contentinfo")).toBeHidden()
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
