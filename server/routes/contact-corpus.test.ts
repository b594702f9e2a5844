import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formMessages } from "#common/messages/index.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { countLeads, findLead } from "../db/leads.ts"
import { escapeHtml } from "../../common/web/html.ts"
import {
  acceptLanguage,
  bracketMessages,
  honeypotForms,
  honeypotValues,
  leadIn,
  refusals,
  type Refusal,
} from "../testing/hostile-corpus.ts"
import { startApi, waitFor, type ApiHarness } from "../testing/harness.ts"
import { resetDatabase, testDatabases } from "../testing/databases.ts"

const locales: readonly ContactLocale[] = ["es", "en"]

interface Answer {
  readonly success: boolean
  readonly error?: string
  readonly message?: string
  readonly id?: number
  readonly fieldErrors?: Record<string, string>
}

/** What the visitor must read for a refusal, in their language. */
function expectedMessage(refusal: Refusal, locale: ContactLocale) {
  const messages = formMessages[locale]
  if ("api" in refusal.expected) return messages.api[refusal.expected.api]
  return messages.errors[refusal.expected.code]
}

const families = [...new Set(refusals.map((refusal) => refusal.family))]

describe.each(testDatabases())("hostile corpus on $name", ({ url }) => {
  let api: ApiHarness

  beforeAll(async () => {
    api = await startApi({ databaseUrl: await url() })
  })
  afterAll(() => api.close())

  const post = (body: string | Buffer, headers: Record<string, string>) =>
    api.app.inject({
      method: "POST",
      url: "/api/contact",
      headers,
      payload: body,
    })
  const stored = () => countLeads(api.app.leads.database.db)

  describe("refusals", () => {
    beforeAll(async () => {
      await resetDatabase(api.app)
      api.sink.clear()
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
        const answer = response.json<Answer>()
        expect(answer.success).toBe(false)
        if ("field" in refusal.expected) {
          const { field } = refusal.expected
          expect(answer.fieldErrors?.[field]).toBe(text)
          // The summary names the field to correct, in the same language.
          const messages = formMessages[refusal.locale]
          expect(answer.message).toContain(
            field === "page"
              ? messages.api.pageField
              : messages.fields[field as keyof typeof messages.fields],
          )
        } else {
          expect(answer.message).toBe(text)
        }
        expect(answer.message).not.toMatch(/FST_|fastify/i)
        expect(await stored()).toBe(0)
        expect(api.sink.messages).toHaveLength(0)
      },
    )

    it("stored and e-mailed none of them", async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await stored()).toBe(0)
      expect(api.sink.messages).toHaveLength(0)
    })
  })

  describe("a filled honeypot, whatever its type", () => {
    beforeAll(async () => {
      await resetDatabase(api.app)
      api.sink.clear()
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
        const answer = response.json<Answer>()
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
      expect(decoy.json<Answer>().id).toBe(real.json<Answer>().id! + 1)
      expect(await stored()).toBe(1)
      await waitFor(() => api.sink.messages.length === 1)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(api.sink.messages).toHaveLength(1)
    })
  })

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
      await resetDatabase(api.app)
      api.sink.clear()
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
        expect(reused.json<Answer>()).toMatchObject({
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
      expect(again.json<Answer>().id).toBe(once.json<Answer>().id)
      first += 1
      expect(await stored()).toBe(first)
    })

    it("e-mailed each first submission once and nothing else", async () => {
      await waitFor(() => api.sink.messages.length === first)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(api.sink.messages).toHaveLength(first)
    })
  })

  describe("plain text with angle brackets", () => {
    beforeAll(async () => {
      await resetDatabase(api.app)
      api.sink.clear()
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
        expect((await findLead(api.app.leads.database.db, id))?.message).toBe(
          message,
        )
        await waitFor(() =>
          api.sink.messages.some((mail) => mail.leadId === String(id)),
        )
        const mail = api.sink.messages.find((m) => m.leadId === String(id))
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
        expect(response.json<Answer>().fieldErrors?.name).toBe(
          formMessages[locale].errors.markup,
        )
      }
    })
  })
})
