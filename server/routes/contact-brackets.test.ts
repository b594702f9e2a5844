import { beforeAll, describe, expect, it } from "vitest"
import { formMessages } from "#common/messages/index.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { findLead } from "../db/leads.ts"
import { describeContactApi, type JsonAnswer } from "../testing/api-suite.ts"
import { resetDatabase } from "../testing/databases.ts"
import { waitFor } from "../testing/wait-for.ts"
import { bracketMessages } from "../testing/hostile/accepted.ts"
import { acceptLanguage, leadIn } from "../testing/hostile/refusal.ts"

const locales: readonly ContactLocale[] = ["es", "en"]

describeContactApi("hostile corpus on $name", {}, ({ api, post }) => {
  describe("plain text with angle brackets", () => {
    beforeAll(async () => {
      await resetDatabase(api().app)
      api().sink.clear()
    })

    it.each(bracketMessages)(
      "accepts %s and e-mails it escaped",
      async (message) => {
        const response = await post(
          JSON.stringify({ ...leadIn("es"), message }),
          { "content-type": "application/json" },
        )
        expect(response.statusCode).toBe(201)
        const { id } = response.json<{ id: number }>()
        expect((await findLead(api().app.leads.database.db, id))?.message).toBe(
          message,
        )
        await waitFor(() =>
          api().sink.messages.some((mail) => mail.leadId === String(id)),
        )
        const mail = api().sink.messages.find((m) => m.leadId === String(id))
        const html = mail?.text.split(/content-type: text\/html/i)[1] ?? ""
        expect(html).toContain("<table")
        expect(html).not.toMatch(/<(script|img|!--|Outlook|body>500)/i)
        expect(html).toContain("&lt;")
      },
    )

    it("keeps refusing tags where they have no business", async () => {
      for (const locale of locales) {
        const response = await post(
          JSON.stringify({ ...leadIn(locale), name: "<b>Ana</b>" }),
          {
            "content-type": "application/json",
            "accept-language": acceptLanguage[locale],
          },
        )
        expect(response.statusCode).toBe(400)
        expect(response.json<JsonAnswer>().fieldErrors?.name).toBe(
          formMessages[locale].errors.markup,
        )
      }
    })
  })
})
