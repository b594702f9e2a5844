import { expect, type Locator, type Page } from "@playwright/test"
import { scriptsRan } from "./page-ready.ts"

const ORIGIN = process.env.SITE_URL ?? "https://www.trabem.es"

/** What the home page says in each language, as the tests look for it. */
export const locales = [
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

/** Distance in pixels from the top of the window to the element. */
export async function topOf(page: Page, selector: string) {
  return page.evaluate(
    (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? NaN,
    selector,
  )
}

/** Opens a home page and scrolls one testimonial group's carousel into view, ready to move. */
export async function openCarousel(page: Page, path: string, id: string) {
  await page.goto(path)
  await scriptsRan(page)
  const group = page.locator(`[data-group="${id}"]`)
  const carousel = group.getByRole("region")
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute("data-ready", "true")
  return { group, carousel }
}

/** The slide whose card sits at the left edge of the carousel's viewport, as "n / total". */
export async function firstVisibleSlide(carousel: Locator) {
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
