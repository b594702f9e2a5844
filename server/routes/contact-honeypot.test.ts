import { beforeAll, describe, expect, it } from "vitest"
import { deliveryOver } from "../testing/harness.ts"
import { formMessages } from "#common/messages/index.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { describeContactApi, type JsonAnswer } from "../testing/api-suite.ts"
import { resetDatabase } from "../testing/databases.ts"
import { honeypotForms, honeypotValues } from "../testing/hostile/honeypot.ts"
import { leadIn } from "../testing/hostile/refusal.ts"

const locales: readonly ContactLocale[] = ["es", "en"]

describeContactApi("hostile corpus on $name", {}, ({ api, post, stored }) => {
  describe("a filled honeypot, whatever its type", () => {
    beforeAll(async () => {
      await resetDatabase(api().app)
      api().sink.clear()
    })

    it("has at least 20 values", () => {
      expect(honeypotValues.length).toBeGreaterThanOrEqual(20)
    })

    it.each(honeypotValues.map((value) => ({ value })))(
      "drops website = $value with an answer like a real one",
      async ({ value }) => {
        const response = await post(
          JSON.stringify({ ...leadIn("es"), website: value }),
          { "content-type": "application/json" },
        )
        expect(response.statusCode).toBe(201)
        const answer = response.json<JsonAnswer>()
        expect(Object.keys(answer).sort()).toEqual(["id", "success"])
        expect(answer.success).toBe(true)
        expect(Number.isInteger(answer.id)).toBe(true)
        expect(answer.id).toBeGreaterThan(0)
        expect(await stored()).toBe(0)
      },
    )

    it.each(locales)(
      "drops form posts that fill it, with the page a person gets, in %s",
      async (locale) => {
        for (const body of honeypotForms) {
          const response = await post(
            body.replace("locale=es", `locale=${locale}`),
            { "content-type": "application/x-www-form-urlencoded" },
          )
          expect(response.statusCode).toBe(201)
          expect(response.body).toContain(
            formMessages[locale].answerPage.sentTitle,
          )
        }
        expect(await stored()).toBe(0)
      },
    )

    it("tells a bot the id a real lead would get", async () => {
      const real = await post(JSON.stringify(leadIn("es")), {
        "content-type": "application/json",
      })
      const decoy = await post(
        JSON.stringify({ ...leadIn("es"), website: "spam" }),
        { "content-type": "application/json" },
      )
      expect(decoy.json<JsonAnswer>().id).toBe(real.json<JsonAnswer>().id! + 1)
      expect(await stored()).toBe(1)
      await deliveryOver(api())
      expect(api().sink.messages).toHaveLength(1)
    })
  })
})
