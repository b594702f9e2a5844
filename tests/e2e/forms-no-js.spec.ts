import { expect, test } from "@playwright/test"
import { expectOneMail } from "../support/mailbox.ts"
import { field, formCases, uniqueMarker } from "./forms-cases.ts"

/**
 * Without JavaScript every form is a plain HTML form post, answered with a page
 * in the visitor's language.
 */
test.use({ javaScriptEnabled: false })

const answers = {
  es: {
    sent: "Mensaje recibido",
    invalid: "Revisa tu mensaje",
    back: "Volver a la página",
  },
  en: {
    sent: "Message received",
    invalid: "Please check your message",
    back: "Back to the page",
  },
  fr: {
    sent: "Message reçu",
    invalid: "Veuillez vérifier votre message",
    back: "Retour à la page",
  },
} as const

for (const formCase of formCases.filter(
  (c, i, all) =>
    all.findIndex((o) => o.kind === c.kind && o.locale === c.locale) === i,
)) {
  test(`${formCase.kind} form on ${formCase.path} posts without JavaScript`, async ({
    page,
  }) => {
    await page.goto(formCase.path)
    const form = page.locator('form[action="/api/contact"]')
    await expect(form).toHaveAttribute("method", "post")
    const marker = uniqueMarker()
    for (const [name, value] of Object.entries(formCase.values))
      await field(form, name).fill(
        name === formCase.markerField ? `${value} ${marker}` : value,
      )
    await form.locator("button[type=submit]").click()
    const answer = answers[formCase.locale]
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      answer.sent,
    )
    await expect(page.locator("html")).toHaveAttribute("lang", /^(es|en|fr)/)
    const back = page.getByRole("link", { name: answer.back })
    await expect(back).toHaveAttribute("href", formCase.path)
    await expectOneMail(marker)
  })
}

test("a post without JavaScript that breaks a rule gets the messages in the page's language", async ({
  page,
}) => {
  await page.goto("/fr/automocion")
  const form = page.locator('form[action="/api/contact"]')
  // The browser's own checks would stop an empty form; a one-letter name passes
  // them but not the schema.
  await field(form, "fullName").evaluate((input) =>
    input.removeAttribute("minlength"),
  )
  await field(form, "fullName").fill("C")
  await field(form, "businessName").fill("Garage Martin")
  await field(form, "location").fill("Lyon")
  await field(form, "email").fill("claire@garage-martin.fr")
  await form.locator("button[type=submit]").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    answers.fr.invalid,
  )
  await expect(page.getByText("Nom complet: Le nom est requis")).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR")
})
