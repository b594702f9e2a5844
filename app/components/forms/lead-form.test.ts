import { describe, expect, it } from "vitest"
import { locales } from "#app/config/locales.ts"
import { formMessages } from "#common/messages/index.ts"
import { entry } from "../../../tests/support/content.ts"
import { formKinds } from "#common/schemas/form-kinds.ts"
import { formConfig } from "./form-kinds.ts"
import { leadFormStrings } from "./lead-form-strings.ts"

describe("a form island's strings", () => {
  for (const locale of locales)
    for (const kind of formKinds)
      it(`are the ${kind} form's own, in ${locale}`, () => {
        const { linkLanguages, ...words } = entry("forms", locale)
        const forms = { ...words, messages: formMessages[locale] }
        const config = formConfig(kind)
        const strings = leadFormStrings(forms, kind, linkLanguages)
        const services =
          config.fieldSpecs.find((spec) => spec.name === "service")?.options ??
          []

        // Every field it draws has its label and, but for the select, its placeholder.
        expect(Object.keys(strings.labels)).toEqual(config.fields)
        for (const name of config.fields)
          expect(strings.labels[name]).toBe(forms.messages.fields[name])
        expect(Object.keys(strings.placeholders)).toEqual(
          config.fields.filter((name) => name !== "service"),
        )
        expect(Object.keys(strings.serviceLabels)).toEqual(services)
        expect(strings.submit).toBe(forms.submit[config.submit])
        expect(strings.sent).toEqual(forms.messages.notices[config.sent])
        expect(strings.failed).toEqual(forms.messages.notices[config.failed])
        expect("confirmation" in strings).toBe(Boolean(config.confirmation))

        // Nothing the island never shows: the API's refusals, the answer page.
        const written = JSON.stringify(strings)
        const { api, answerPage, errors } = forms.messages
        for (const text of [
          api.invalidJson,
          api.idempotencyKey,
          answerPage.sentTitle,
          errors.invalid_body,
        ])
          expect(written).not.toContain(text)
      })
})
