import { beforeAll, describe, expect, it } from "vitest"
import { deliveryOver } from "../testing/harness.ts"
import { formMessages } from "#common/messages/index.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { describeContactApi, type JsonAnswer } from "../testing/api-suite.ts"
import { resetDatabase } from "../testing/databases.ts"
import { leadIn } from "../testing/hostile/refusal.ts"

const locales: readonly ContactLocale[] = ["es", "en"]

describeContactApi("hostile corpus on $name", {}, ({ api, post, stored }) => {
  describe("an Idempotency-Key reused for another message", () => {
    const changes: ReadonlyArray<Record<string, unknown>> = [
      { name: "Ana López Ruiz" },
      { name: "Pedro Sánchez" },
      { email: "otra@clinica.es" },
      { email: "ana@otra-clinica.es" },
      { company: "" },
      { company: "Clínica Luna" },
      { phone: "" },
      { phone: "+34 968 000 000" },
      { subject: "Correo corporativo" },
      { subject: "", kind: "news" },
      { message: "Otro mensaje completamente distinto del primero." },
      { message: `${leadIn("es").message} Y también el dominio.` },
      { page: "/en" },
      { page: "/kitdigital" },
      { kind: "news" },
      { kind: "office365" },
      { kind: "clinicService", service: "Otro" },
      { kind: "clinicService", service: "Desarrollo Web" },
      { kind: "quarry" },
      { kind: "kitConsulting" },
    ]
    let first = 0

    beforeAll(async () => {
      await resetDatabase(api().app)
      api().sink.clear()
    })

    it("has at least 20 changes", () => {
      expect(changes.length).toBeGreaterThanOrEqual(20)
    })

    const cases = changes.flatMap((change, index) =>
      locales.map((locale) => ({ change, index, locale })),
    )
    it.each(cases)(
      "answers 422 to change $index ($change) in $locale",
      async ({ change, index, locale }) => {
        const headers = {
          "content-type": "application/json",
          "idempotency-key": `reuse-${locale}-${index}-0001`,
        }
        const lead = leadIn(locale)
        const original = await post(JSON.stringify(lead), headers)
        expect(original.statusCode).toBe(201)
        first += 1
        const reused = await post(
          JSON.stringify({ ...lead, ...change }),
          headers,
        )
        expect(reused.statusCode).toBe(422)
        expect(reused.json<JsonAnswer>()).toMatchObject({
          success: false,
          error: "idempotency_key_reused",
          message: formMessages[locale].api.idempotencyConflict,
        })
        expect(await stored()).toBe(first)
      },
    )

    it("still answers a true retry, even written differently, with the first lead", async () => {
      const headers = {
        "content-type": "application/json",
        "idempotency-key": "retry-same-lead-0001",
      }
      const lead = { ...leadIn("es"), name: "A\u0301ngela Pe\u0301rez" }
      const once = await post(JSON.stringify(lead), headers)
      const again = await post(
        JSON.stringify({ ...lead, name: "  Ángela Pérez " }),
        headers,
      )
      expect(again.statusCode).toBe(201)
      expect(again.json<JsonAnswer>().id).toBe(once.json<JsonAnswer>().id)
      first += 1
      expect(await stored()).toBe(first)
    })

    it("e-mailed each first submission once and nothing else", async () => {
      await deliveryOver(api())
      expect(api().sink.messages).toHaveLength(first)
    })
  })
})
