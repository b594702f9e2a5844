import { beforeAll, describe, expect, it } from "vitest"
import { deliveryOver } from "../testing/harness.ts"
import { formMessages } from "#common/messages/index.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { escapeHtml } from "#common/web/html.ts"
import { describeContactApi, type JsonAnswer } from "../testing/api-suite.ts"
import { resetDatabase } from "../testing/databases.ts"
import { refusals } from "../testing/hostile-corpus.ts"
import type { Refusal } from "../testing/hostile/refusal.ts"

const locales: readonly ContactLocale[] = ["es", "en"]

/** What the visitor must read for a refusal, in their language. */
function expectedMessage(refusal: Refusal, locale: ContactLocale) {
  const messages = formMessages[locale]
  if ("api" in refusal.expected) return messages.api[refusal.expected.api]
  return messages.errors[refusal.expected.code]
}

const families = [...new Set(refusals.map((refusal) => refusal.family))]

describeContactApi("hostile corpus on $name", {}, ({ api, post, stored }) => {
  describe("refusals", () => {
    beforeAll(async () => {
      await resetDatabase(api().app)
      api().sink.clear()
    })

    it.each(families)("has at least 20 requests trying %s", (family) => {
      expect(
        refusals.filter((refusal) => refusal.family === family).length,
      ).toBeGreaterThanOrEqual(20)
    })

    const cases = refusals.flatMap((refusal) =>
      locales.map((locale) => ({ ...refusal, locale })),
    )
    it.each(cases)(
      "$family: refuses $name in $locale, saying why",
      async (refusal) => {
        const { body, headers } = refusal.request(refusal.locale)
        const response = await post(body, headers)
        expect(response.statusCode).toBe(refusal.status)
        const text = expectedMessage(refusal, refusal.locale)
        if (String(response.headers["content-type"]).startsWith("text/html")) {
          // A plain form post gets a page that says the same, escaped.
          expect(response.body).toContain(escapeHtml(text))
          expect(response.body).toContain(
            `lang="${refusal.locale === "es" ? "es-ES" : "en"}"`,
          )
          expect(await stored()).toBe(0)
          return
        }
        const answer = response.json<JsonAnswer>()
        expect(answer.success).toBe(false)
        // The answer says its language, for a client that cannot read it.
        expect(response.headers["content-language"]).toBe(refusal.locale)
        if ("field" in refusal.expected) {
          const { field } = refusal.expected
          expect(answer.fieldErrors?.[field]).toBe(text)
          // The summary names the field to correct, in the same language.
          const { fields, api } = formMessages[refusal.locale]
          expect(answer.message).toContain(
            field in fields
              ? fields[field as keyof typeof fields]
              : api.unseenFields[
                  (field === "isEnglish"
                    ? "locale"
                    : field) as keyof typeof api.unseenFields
                ],
          )
          // Never by the name only the API knows.
          expect(answer.message).not.toMatch(/\b(kind|locale|isEnglish)\b/)
        } else {
          expect(answer.message).toBe(text)
        }
        expect(answer.message).not.toMatch(/FST_|fastify/i)
        expect(await stored()).toBe(0)
        expect(api().sink.messages).toHaveLength(0)
      },
    )

    it("stored and e-mailed none of them", async () => {
      await deliveryOver(api())
      expect(await stored()).toBe(0)
      expect(api().sink.messages).toHaveLength(0)
    })
  })
})
