import { site } from "../../app/config/site.ts"
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Locator, type Page } from "@playwright/test"

const ORIGIN = process.env.SITE_URL ?? "https://www.trabem.es"

const locales = [
  {
    path: "/",
    canonical: `${ORIGIN}/`,
    requestInfo: "Solicitar información",
    viewServices: "Ver servicios",
    healthcare: "Ver solución sanitaria",
    quote: "Solicitar presupuesto",
    copyLink: "Copiar enlace",
    copied: "¡Enlace copiado al portapapeles!",
    shareText: "Descubre ",
    showMap: "Mostrar mapa",
    hours: "Lunes a viernes, de 9:00 a 18:00",
    country: "España",
    next: "Siguiente",
    previous: "Anterior",
    aboutLink: "Sobre nosotros",
    aboutHref: "/#about",
    fields: ["Nombre", "Correo electrónico", "Asunto", "Mensaje"],
  },
  {
    path: "/en",
    canonical: `${ORIGIN}/en`,
    requestInfo: "Request information",
    viewServices: "View services",
    healthcare: "View Healthcare Solution",
    quote: "Request a quote",
    copyLink: "Copy Link",
    copied: "Link copied to clipboard!",
    shareText: "Check out ",
    showMap: "Show map",
    hours: "Monday to Friday, 9:00 to 18:00",
    country: "Spain",
    next: "Next",
    previous: "Previous",
    aboutLink: "About Us",
    aboutHref: "/en#about",
    fields: ["Name", "Email", "Subject", "Message"],
  },
] as const

/** Waits until the page stops scrolling (the smooth scroll has settled). */
async function settledScroll(page: Page) {
  let last = -1
  let stable = 0
  for (let i = 0; i < 80 && stable < 4; i++) {
    const y = await page.evaluate(() => window.scrollY)
    stable = y === last ? stable + 1 : 0
    last = y
    await page.waitForTimeout(50)
  }
}

async function topOf(page: Page, selector: string) {
  return page.evaluate(
    (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? NaN,
    selector,
  )
}

/** Waits for hydration: React has attached itself to the page's markup. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main")!).some((key) =>
      key.startsWith("__reactFiber"),
    ),
  )
}

/** Opens a home page and scrolls one testimonial group's carousel into view, ready to move. */
async function openCarousel(page: Page, path: string, id: string) {
  await page.goto(path)
  await hydrated(page)
  const group = page.locator(`[data-group="${id}"]`)
  const carousel = group.getByRole("region")
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute("data-ready", "true")
  return { group, carousel }
}

/** The slide whose card sits at the left edge of the carousel's viewport, as "n / total". */
async function firstVisibleSlide(carousel: Locator) {
  return carousel.evaluate((region) => {
    const viewport = region.firstElementChild!.getBoundingClientRect()
    let best = ""
    let distance = Infinity
    for (const slide of region.querySelectorAll<HTMLElement>(
      '[aria-roledescription="slide"]',
    )) {
      const card = slide.firstElementChild!.getBoundingClientRect()
      const d = Math.abs(card.left - viewport.left)
      if (d < distance) {
        distance = d
        best = slide.getAttribute("aria-label") ?? ""
      }
    }
    return best
  })
}

/** Scrolls every reveal-on-scroll element into view so that all content is shown. */
async function revealAll(page: Page) {
  const count = await page.locator("[data-reveal]").count()
  for (let i = 0; i < count; i++)
    await page.locator("[data-reveal]").nth(i).scrollIntoViewIfNeeded()
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0)
  await page.waitForTimeout(800)
}

for (const l of locales) {
  test.describe(`home ${l.path}`, () => {
    test("has every section in order, with its anchor and real content", async ({
      page,
    }) => {
      await page.goto(l.path)
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].map((s) => s.id),
      )
      expect(ids).toEqual([
        "services",
        "hosting",
        "trabemflex",
        "trabem",
        "success-stories",
        "about",
        "contact",
        "share",
      ])
      for (const id of ids)
        await expect(page.locator(`#${id} h2`)).not.toBeEmpty()
      await expect(page.locator("#trabem-flex")).toHaveCount(1)

      const main = page.locator("main")
      await expect(main.locator("h1")).toHaveCount(1)
      await expect(
        page.getByRole("list", { name: /Lo que hacemos|What we do/ }),
      ).toHaveCount(1)
      await expect(
        page
          .getByRole("list", { name: /Lo que hacemos|What we do/ })
          .getByRole("listitem"),
      ).toHaveCount(4)

      const cards = page.getByTestId("service-card")
      await expect(cards).toHaveCount(4)
      for (const card of await cards.all()) {
        await expect(card.locator("h3")).not.toBeEmpty()
        await expect(card.locator("svg").first()).toBeAttached()
        expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(3)
        await expect(card.getByRole("link")).toHaveCount(1)
      }
      await expect(cards.nth(1)).toHaveAttribute(
        "style",
        /--reveal-delay:\s*100ms/,
      )
      await expect(cards.nth(3)).toHaveAttribute(
        "style",
        /--reveal-delay:\s*300ms/,
      )

      const hosting = page.locator("#hosting")
      await expect(hosting.locator("ul").first().locator("> li")).toHaveCount(6)
      await expect(hosting.getByText("24/7").first()).toBeVisible()
      await expect(hosting.getByTestId("partner")).toHaveText([
        "Proxmox",
        "Veeam",
      ])
      await expect(
        hosting.getByRole("link", { name: l.quote }),
      ).toHaveAttribute("href", "#contact")

      const flex = page.locator("#trabemflex")
      await expect(flex.locator("ul > li")).toHaveCount(5)
      const product = flex.locator('a[target="_blank"]')
      await expect(product).toHaveAttribute(
        "href",
        /^https:\/\/www\.trabemflex\.es/,
      )
      await expect(product).toHaveAttribute("rel", /noopener/)

      const ai = page.locator("#trabem")
      await expect(ai).toContainText("RAG")
      await expect(ai).toContainText(/fine-tun/i)
      await expect(ai.getByTestId("healthcare-variant")).toBeVisible()

      const groups = page.locator("#success-stories [data-group]")
      await expect(groups).toHaveCount(3)
      for (const [group, slides] of [
        ["hosting", 5],
        ["clinic", 5],
        ["ai", 3],
      ] as const) {
        const g = page.locator(`[data-group="${group}"]`)
        await expect(g.locator('[aria-roledescription="slide"]')).toHaveCount(
          slides,
        )
        await expect(g.locator("blockquote")).toHaveCount(slides)
        await expect(g.locator("figure [role=img]")).toHaveCount(slides)
        await expect(g.locator("figure [role=img] svg").first()).toBeAttached()
        expect(
          await g.locator("figure [role=img]").first().locator("svg").count(),
        ).toBe(5)
      }
      await expect(page.locator("#success-stories")).toContainText("15")
      await expect(page.locator("#success-stories")).toContainText("400")
      await expect(page.locator("#success-stories")).toContainText("35")

      const about = page.locator("#about")
      await expect(about).toContainText("15")
      await expect(about).toContainText("Alcantarilla")

      const card = page.getByTestId("contact-card")
      await expect(card).toContainText("Alcantarilla")
      await expect(card).toContainText("Murcia")
      await expect(card).toContainText(l.country)
      await expect(card).toContainText(l.hours)
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(1)
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1)
      const form = page.locator("#contact form")
      await expect(form).toHaveCount(1)
      for (const field of l.fields)
        await expect(form.getByLabel(field, { exact: true })).toBeVisible()

      await expect(page.getByTestId("share-card")).toBeVisible()
    })

    test("hero calls to action land on their sections 100 px from the top", async ({
      page,
    }) => {
      await page.goto(l.path)
      await hydrated(page)
      await page.getByRole("link", { name: l.requestInfo }).click()
      await settledScroll(page)
      await expect(page).toHaveURL(/#contact$/)
      expect(
        Math.abs((await topOf(page, "#contact")) - 100),
      ).toBeLessThanOrEqual(2)

      await page.evaluate(() =>
        window.scrollTo({ top: 0, behavior: "instant" }),
      )
      await page
        .getByRole("link", { name: l.viewServices, exact: true })
        .click()
      await settledScroll(page)
      await expect(page).toHaveURL(/#services$/)
      expect(
        Math.abs((await topOf(page, "#services")) - 100),
      ).toBeLessThanOrEqual(2)
    })

    test("loads without errors, and the footer's about link lands on the about section", async ({
      page,
    }) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text())
      })
      await page.goto(l.path)
      await hydrated(page)
      await page
        .getByTestId("site-footer")
        .getByRole("link", { name: l.aboutLink })
        .click()
      await expect(page).toHaveURL(/#about$/)
      await settledScroll(page)
      await expect
        .poll(async () => Math.abs((await topOf(page, "#about")) - 100))
        .toBeLessThanOrEqual(2)
      expect(errors).toEqual([])
    })

    test("internal links reach real pages, and the healthcare link opens its page", async ({
      page,
      request,
    }) => {
      await page.goto(l.path)
      const hrefs = await page
        .locator("main a[href^='/']")
        .evaluateAll((links) => [
          ...new Set(links.map((a) => a.getAttribute("href")!.split("#")[0]!)),
        ])
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs)
        expect((await request.get(href)).status(), href).toBe(200)

      const footerAbout = page
        .getByTestId("site-footer")
        .getByRole("link", { name: l.aboutLink })
      await expect(footerAbout).toHaveAttribute("href", l.aboutHref)

      await hydrated(page)
      await page.getByRole("link", { name: l.healthcare }).click()
      await expect(page).toHaveURL(/\/trabemflex-salud$/)
      await expect(page.locator("main h1")).toBeVisible()
    })

    test("share links open each network with the page address and the share text", async ({
      page,
      context,
    }) => {
      await context.route(
        /twitter\.com|facebook\.com|linkedin\.com|wa\.me/,
        (route) => route.fulfill({ status: 200, body: "ok" }),
      )
      await page.goto(l.path)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        l.canonical,
      )
      const share = page.getByTestId("share-card")
      const encoded = encodeURIComponent(l.canonical)
      const links = share.locator("a[data-network]")
      await expect(links).toHaveCount(4)
      for (const network of ["x", "facebook", "linkedin", "whatsapp"]) {
        const link = share.locator(`a[data-network="${network}"]`)
        await expect(link).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute(
          "href",
          new RegExp(encoded.replace(/[.]/g, "\\.")),
        )
      }
      const x = new URL(
        (await share.locator('a[data-network="x"]').getAttribute("href"))!,
      )
      expect(x.searchParams.get("text")).toMatch(
        new RegExp(`^${l.shareText}TRABEM`),
      )

      await hydrated(page)
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        share.locator('a[data-network="whatsapp"]').click(),
      ])
      expect(popup.url()).toContain(encoded)
      await popup.close()
    })

    test("copy link copies the address and says so", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await page.goto(l.path)
      await hydrated(page)
      await page.getByRole("button", { name: l.copyLink }).click()
      await expect(page.getByText(l.copied)).toBeVisible()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(page.url())
    })

    test("the map loads only after its click", async ({ page }) => {
      const mapRequests: string[] = []
      await page.route(/google\.com\/maps/, (route) => {
        mapRequests.push(route.request().url())
        return route.fulfill({ status: 200, body: "<p>map</p>" })
      })
      await page.goto(l.path)
      await hydrated(page)
      const contact = page.locator("#contact")
      await contact.scrollIntoViewIfNeeded()
      await expect(contact.locator("iframe")).toHaveCount(0)
      await page.waitForTimeout(300)
      expect(mapRequests).toEqual([])
      const show = contact.getByRole("link", { name: l.showMap })
      await expect(show).toHaveAttribute("href", site.map.value.link)
      await show.click()
      await expect(contact.locator("iframe")).toHaveAttribute(
        "src",
        /google\.com\/maps\/embed/,
      )
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
    })

    test("has no serious accessibility violations", async ({ page }) => {
      await page.goto(l.path)
      await hydrated(page)
      await revealAll(page)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      )
      expect(
        serious.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`,
        ),
      ).toEqual([])
    })
  })
}

test.describe("home carousels on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("move with the buttons and the arrow keys, and loop", async ({
    page,
  }) => {
    const { group, carousel } = await openCarousel(page, "/", "hosting")
    expect(await firstVisibleSlide(carousel)).toBe("1 / 5")

    await group.getByRole("button", { name: "Siguiente" }).click()
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("2 / 5")
    await group.getByRole("button", { name: "Anterior" }).click()
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("1 / 5")
    await group.getByRole("button", { name: "Anterior" }).click()
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("5 / 5")

    await carousel.focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("1 / 5")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("2 / 5")
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => firstVisibleSlide(carousel)).toBe("1 / 5")
  })

  test("disable their buttons when every testimonial already shows", async ({
    page,
  }) => {
    const { group, carousel } = await openCarousel(page, "/en", "ai")
    await expect(group.getByRole("button", { name: "Previous" })).toBeDisabled()
    await expect(group.getByRole("button", { name: "Next" })).toBeDisabled()
    for (const slide of await carousel
      .locator('[aria-roledescription="slide"]')
      .all())
      await expect(slide).toBeInViewport({ ratio: 0.9 })
    await carousel.focus()
    await page.keyboard.press("ArrowRight")
    await page.waitForTimeout(300)
    expect(await firstVisibleSlide(carousel)).toBe("1 / 3")
  })
})

test.describe("home carousels on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("show one testimonial at a time and loop back to the first", async ({
    page,
  }) => {
    const { group, carousel } = await openCarousel(page, "/en", "ai")
    const next = group.getByRole("button", { name: "Next" })
    await expect(next).toBeEnabled()
    await expect(group.getByRole("button", { name: "Previous" })).toBeEnabled()
    for (const expected of ["2 / 3", "3 / 3", "1 / 3"]) {
      await next.click()
      await expect.poll(() => firstVisibleSlide(carousel)).toBe(expected)
    }
  })
})

test("an old #trabem-flex link lands on the clinic software section", async ({
  page,
}) => {
  // A returning visitor: the web font comes from the cache, so text does not reflow after the jump.
  await page.goto("/en")
  await page.evaluate(() => document.fonts.ready)
  await page.goto("/#trabem-flex")
  await hydrated(page)
  await settledScroll(page)
  await expect
    .poll(async () => Math.abs((await topOf(page, "#trabemflex")) - 100))
    .toBeLessThanOrEqual(2)
  await expect(page.locator("#trabemflex h2")).toBeInViewport()
})

test("service cards fade in one after another when scrolled to", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 700 })
  await page.goto("/")
  await hydrated(page)
  const cards = page.getByTestId("service-card")
  await expect(cards.first()).toHaveAttribute("data-reveal", "pending")
  await page.locator("#services").scrollIntoViewIfNeeded()
  await cards.first().scrollIntoViewIfNeeded()
  for (const card of await cards.all())
    await expect(card).toHaveAttribute("data-reveal", "shown")
  await expect(cards.last()).toHaveCSS("opacity", "1")
})
