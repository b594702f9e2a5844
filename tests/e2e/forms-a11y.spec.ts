import { expect, test } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "../support/page-checks.ts"
import { formCases, openForm } from "./forms-cases.ts"

/** One page per form kind and language: the form, with its error messages showing, passes axe. */
const seen = new Set<string>()
const cases = formCases.filter((formCase) => {
  const key = `${formCase.kind}:${formCase.locale}`
  if (seen.has(key)) return false
  seen.add(key)
  return true
})

for (const formCase of cases) {
  test(`${formCase.kind} form on ${formCase.path} is accessible, errors included`, async ({
    page,
  }) => {
    const form = await openForm(page, formCase)
    if (formCase.emptyErrors) {
      await form.locator("button[type=submit]").click()
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page, 'form[action="/api/contact"]')
  })
}
