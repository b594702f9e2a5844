import { expect, test } from "@playwright/test"
import { CONFIRMATION_MS } from "../../app/components/forms/use-lead-form.ts"
import { expectOneMail } from "../support/mailbox.ts"
import {
  field,
  isContactPost,
  fillForm,
  formCases,
  openForm,
  uniqueMarker,
} from "./forms-cases.ts"

/** How the lead e-mail names each language (server/mail/lead-email.ts). */
const languageNames = { es: "español", en: "inglés", fr: "francés" } as const

for (const formCase of formCases) {
  test.describe(`${formCase.kind} form on ${formCase.path}`, () => {
    test("sends, shows the sending state and the confirmation, resets, and the lead arrives once by e-mail", async ({
      page,
    }) => {
      // The page's clock runs as usual; the test moves it on to the end of the confirmation.
      await page.clock.install()
      const form = await openForm(page, formCase)
      const marker = uniqueMarker()
      await fillForm(form, formCase, marker)
      // The answer is held until the sending state has been seen.
      let answer = () => {}
      const held = new Promise<void>((resolve) => (answer = resolve))
      await page.route("**/api/contact", async (route) => {
        await held
        await route.continue()
      })
      const request = page.waitForRequest((r) =>
        isContactPost(r.url(), r.method()),
      )
      const submit = form.locator("button[type=submit]")
      await submit.click()
      await expect(
        page.getByRole("button", { name: formCase.sending }),
      ).toBeDisabled()
      answer()
      const payload = (await request).postDataJSON() as Record<string, unknown>
      expect(payload.kind).toBe(formCase.kind)
      expect(payload.isEnglish).toBe(formCase.locale === "en")
      if (formCase.service) expect(payload.service).toBe(formCase.service)

      if (formCase.confirmation) {
        const [title, description] = formCase.confirmation
        const status = page.getByRole("status").filter({ hasText: title })
        await expect(status).toBeVisible()
        await expect(status).toContainText(description)
        // The confirmation's icon, which the island draws itself, shows too.
        await expect
          .poll(() =>
            status
              .locator("svg")
              .evaluate((svg) => (svg as SVGSVGElement).getBBox().width),
          )
          .toBeGreaterThan(0)
        await expect(page.locator('form[action="/api/contact"]')).toHaveCount(0)
        // Five seconds on, the empty form is back.
        await page.clock.fastForward(CONFIRMATION_MS)
        await expect(page.locator('form[action="/api/contact"]')).toHaveCount(1)
        await expect(status).toHaveCount(0)
      } else {
        await expect(
          page.getByText(formCase.sent, { exact: true }),
        ).toBeVisible()
      }
      const again = page.locator('form[action="/api/contact"]')
      for (const name of Object.keys(formCase.values))
        await expect(field(again, name)).toHaveValue("")

      const mail = await expectOneMail(marker)
      const email = formCase.values.email ?? ""
      expect(mail.headers["reply-to"]).toContain(email)
      const name = formCase.values.name ?? formCase.values.fullName ?? ""
      expect(mail.text).toContain(name)
      if (formCase.service)
        expect(mail.headers.subject).toContain(formCase.service)
      // The inbox learns which language the visitor wrote in.
      expect(mail.text).toContain(`Idioma: ${languageNames[formCase.locale]}`)
    })

    test("shows the error notice when sending fails and keeps what was typed", async ({
      page,
    }) => {
      const form = await openForm(page, formCase)
      await fillForm(form, formCase, "")
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"success":false}',
        }),
      )
      await form.locator("button[type=submit]").click()
      const [title, description] = formCase.failed
      await expect(page.getByText(title, { exact: true })).toBeVisible()
      await expect(page.getByText(description, { exact: true })).toBeVisible()
      for (const [name, value] of Object.entries(formCase.values))
        await expect(field(form, name)).toHaveValue(
          name === formCase.markerField ? `${value} ` : value,
        )
    })
  })
}
