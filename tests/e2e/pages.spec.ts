import { expect, test } from "@playwright/test"
import { publicPageRoutes } from "../../app/config/pages.ts"
import { entry } from "../support/content.ts"
import { expectNoSeriousA11yViolations } from "../support/page-checks.ts"

const expectedLang = { es: "es-ES", en: "en", fr: "fr-FR" } as const

test.describe("every page", () => {
  test("has its own title and description", async ({ request }) => {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const route of publicPageRoutes) {
      const html = await (await request.get(route.path)).text()
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1]
      const description = html.match(
        /<meta name="description" content="([^"]+)"/,
      )?.[1]
      expect(title, route.path).toBeTruthy()
      expect(description, route.path).toBeTruthy()
      expect(
        titles.get(title!),
        `${route.path} repeats a title`,
      ).toBeUndefined()
      expect(
        descriptions.get(description!),
        `${route.path} repeats a description`,
      ).toBeUndefined()
      titles.set(title!, route.path)
      descriptions.set(description!, route.path)
    }
  })

  for (const route of publicPageRoutes) {
    test(`${route.path}: language, canonical, no CSP violation, no serious accessibility violation`, async ({
      page,
    }) => {
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
      const response = await page.goto(route.path, { waitUntil: "networkidle" })
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        expectedLang[route.locale],
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${route.path}$`),
      )
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      // Every section revealed and every island it reaches hydrated, as a
      // reader scrolling down sees them.
      await expectNoSeriousA11yViolations(page)
      expect(problems).toEqual([])
      // A link to another site opens a new tab without a handle on this page, and says so
      // (a link named by aria-label, like a share button, states its action there).
      const newTab = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links.map((a) => ({
            href: a.getAttribute("href"),
            rel: a.getAttribute("rel") ?? "",
            name: a.getAttribute("aria-label") ?? a.textContent ?? "",
            isLabelled: a.hasAttribute("aria-label"),
          })),
        )
      for (const link of newTab) {
        expect(link.rel, link.href ?? "").toContain("noopener")
        if (!link.isLabelled)
          expect(link.name, link.href ?? "").toContain(
            entry("ui", route.locale).opensInNewTab,
          )
      }
    })
  }
})
