import { expect, test } from "@playwright/test"
import { fillForm, formCases, openForm } from "./forms-cases.ts"

/**
 * When the API refuses for too many messages, the form shows its usual
 * failure notice in the page's language, then when to try again (from
 * Retry-After), never the server's own wording.
 */
const expectations = [
  {
    kind: "home",
    path: "/",
    retry: "Podrás volver a intentarlo dentro de 29 minutos.",
  },
  { kind: "home", path: "/en", retry: "You can try again in 29 minutes." },
  {
    kind: "clinicDemo",
    path: "/trabemflex-clinica",
    retry: "Podrás volver a intentarlo dentro de 29 minutos.",
  },
  {
    kind: "dealerDemo",
    path: "/fr/automocion",
    retry: "Vous pourrez réessayer dans 29 minutes.",
  },
] as const

for (const { kind, path, retry } of expectations) {
  const formCase = formCases.find((c) => c.kind === kind && c.path === path)
  if (!formCase) throw new Error(`no form case for ${kind} on ${path}`)

  test(`${kind} form on ${path} says when to try again after too many messages`, async ({
    page,
  }) => {
    const form = await openForm(page, formCase)
    await fillForm(form, formCase, "")
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "1740" },
        body: JSON.stringify({
          success: false,
          error: "rate_limited",
          message: "Server wording that must not be shown",
        }),
      }),
    )
    await form.locator("button[type=submit]").click()
    const [title, description] = formCase.failed
    await expect(page.getByText(title, { exact: true })).toBeVisible()
    await expect(
      page.getByText(`${description} ${retry}`, { exact: true }),
    ).toBeVisible()
    await expect(page.getByText("Server wording")).toHaveCount(0)
  })
}
