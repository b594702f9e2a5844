import { expect, type Locator, type Page } from "@playwright/test"
import { contactCases } from "../support/form-cases/contact.ts"
import { industryCases } from "../support/form-cases/industries.ts"
import { productDemoCases } from "../support/form-cases/product-demos.ts"
import type { FormCase } from "../support/form-cases/shared.ts"

export type { FormCase }

/** Every form of the site. */
export const formCases: readonly FormCase[] = [
  ...contactCases,
  ...productDemoCases,
  ...industryCases,
]

/** Whether a request is a submission to the contact API. */
export const isContactPost = (url: string, method: string) =>
  url.endsWith("/api/contact") && method === "POST"

/**
 * The page's lead form, scrolled to and hydrated: the island hydrates when
 * it comes near, and marks its form ready then (a submit before that is the
 * plain HTML post, forms-no-js.spec.ts).
 */
export async function openForm(
  page: Page,
  formCase: FormCase,
): Promise<Locator> {
  await page.goto(formCase.path)
  const form = page.locator('form[action="/api/contact"]')
  await expect(form).toHaveCount(1)
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute("data-ready", "true")
  return form
}

export function field(form: Locator, name: string): Locator {
  return form.locator(`[name="${name}"]`)
}

/** Fills the valid values, the marker appended to the marked field. */
export async function fillForm(
  form: Locator,
  formCase: FormCase,
  marker: string,
) {
  for (const [name, value] of Object.entries(formCase.values))
    await field(form, name).fill(
      name === formCase.markerField ? `${value} ${marker}` : value,
    )
  if (formCase.serviceLabel)
    await field(form, "service").selectOption({ label: formCase.serviceLabel })
}

let counter = 0
/** A token no other test types, to find this test's e-mail. */
export function uniqueMarker(): string {
  counter += 1
  return `ref${Date.now().toString(36)}${process.pid}${counter}`
}
