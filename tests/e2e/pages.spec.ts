import { expect, test, type Page } from "@playwright/test"
import { sitePublicRoutes } from "../../scripts/site-routes.ts"
import {
  expectNoSeriousA11yViolations,
  submitButtonsOffAccent,
} from "../support/page-checks.ts"

/**
 * One page of each kind (each file of app/pages/), in each language where its
 * markup differs, as a reader who prefers reduced motion meets it scrolling
 * down: every section shown as it ends (nothing fades in) and every island
 * reached hydrated. What each page says is tested on the built HTML
 * (tests/unit/built/).
 */
const kinds = [
  "/",
  "/en",
  "/kitdigital",
  "/asesores",
  "/trabemflex-salud",
  "/trabem-connext",
  "/canteras",
  "/novedades",
  "/novedades/asistente-virtual",
  "/mailchimp",
  "/office-365",
  "/trabemflex-clinica",
  "/automocion",
  "/fr/automocion",
  "/ayuda",
  "/facturas",
  "/aviso-legal",
  "/no-existe",
]

test.use({ reducedMotion: "reduce" })

/**
 * Scrolls down half a window at a time, as a reader does, so that every
 * island hydrated on sight comes into view, and waits until each has. An
 * island the page's width hides (a carousel's buttons where every slide
 * fits) is never in view, and never loads.
 */
async function reachEveryIsland(page: Page) {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    for (
      let top = 0;
      top < document.documentElement.scrollHeight;
      top += window.innerHeight / 2
    ) {
      window.scrollTo({ top, behavior: "instant" })
      await frame()
      await frame()
    }
  })
  await expect(
    page
      .locator('astro-island[client="visible"][ssr]')
      .filter({ visible: true }),
  ).toHaveCount(0)
}

/** Collects Content Security Policy violations and uncaught errors of the page. */
async function problemsOf(page: Page) {
  const problems: string[] = []
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/.test(m.text()))
      problems.push(m.text())
  })
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`,
      )
    })
  })
  return problems
}

/** Every icon the page shows draws something (an unresolved `<use>` has an empty box). */
const undrawnIcons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("svg.icon")]
      .filter((icon) => icon.checkVisibility())
      .filter((icon) => {
        const box = (icon.firstElementChild as SVGGraphicsElement).getBBox()
        return box.width === 0 || box.height === 0
      })
      .map((icon) => icon.innerHTML.slice(0, 80)),
  )

/** How far the page reaches past the window's right edge. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.describe("each kind of page", () => {
  for (const path of kinds)
    test(`${path}: no serious accessibility violation, no CSP violation or error, icons drawn, submit buttons in the accent, no sideways scroll at 1440 and 375 px`, async ({
      page,
    }) => {
      const problems = await problemsOf(page)
      await page.setViewportSize({ width: 1440, height: 900 })
      const response = await page.goto(path)
      expect(response?.status()).toBe(path === "/no-existe" ? 404 : 200)
      await reachEveryIsland(page)
      await expectNoSeriousA11yViolations(page)
      await expect.poll(() => undrawnIcons(page)).toEqual([])
      expect(await submitButtonsOffAccent(page)).toEqual([])
      expect(await overflow(page)).toBe(0)
      await page.setViewportSize({ width: 375, height: 812 })
      await expect.poll(() => overflow(page)).toBe(0)
      expect(problems).toEqual([])
    })
})

test.describe("every page", () => {
  // The pages the kinds above leave out, in two halves, one per worker.
  const others = sitePublicRoutes()
    .map((route) => route.path)
    .filter((path) => !kinds.includes(path))
  const half = Math.ceil(others.length / 2)
  for (const paths of [others.slice(0, half), others.slice(half)])
    test(`${paths[0]} to ${paths.at(-1)}: no CSP violation or error, scrolled through`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const problems = await problemsOf(page)
      for (const path of paths) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await reachEveryIsland(page)
        expect(problems, path).toEqual([])
      }
    })
})
