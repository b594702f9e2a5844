import fc from "fast-check"
import { expect, it } from "vitest"
import { FORBIDDEN_KEYS } from "./contact-body.ts"
import { describeContactApi, json } from "../testing/api-suite.ts"
import { deliveryOver, validLead } from "../testing/harness.ts"
import { malformedRequests, textFields } from "../testing/hostile/malformed.ts"

/** The older list of malformed requests, and properties over random corruptions. */
describeContactApi("hostile requests on $name", {}, ({ api, post, stored }) => {
  it("has at least 60 of them", () => {
    expect(malformedRequests.length).toBeGreaterThanOrEqual(60)
  })

  it.each(malformedRequests)(
    "refuses $name with a 4xx and a message",
    async ({ body, headers }) => {
      const response = await post(body, headers ?? json)
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      if (String(response.headers["content-type"]).startsWith("text/html")) {
        // A plain form post gets a page that says what went wrong.
        expect(response.body).toMatch(/<h1>[^<]{5,}<\/h1>/)
        return
      }
      const answer = response.json<{ success: boolean; message: string }>()
      expect(answer.success).toBe(false)
      expect(answer.message.length).toBeGreaterThan(5)
    },
  )

  it("stored and sent nothing", async () => {
    expect(await stored()).toBe(0)
    await deliveryOver(api())
    expect(api().sink.messages).toHaveLength(0)
  })

  const corruption = fc.oneof(
    fc.record({
      field: fc.constantFrom("name", "company", "subject", "phone"),
      value: fc
        .tuple(fc.string(), fc.constantFrom("\r", "\n", "\r\n"), fc.string())
        .map(([a, b, c]) => `x${a}${b}y${c}`),
    }),
    fc.record({
      field: fc.constantFrom(...textFields),
      value: fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.array(fc.string()),
        // Keys that reach a prototype are refused for the whole body (the corpus tests them).
        fc.dictionary(
          fc.string().filter((key) => !FORBIDDEN_KEYS.has(key)),
          fc.string(),
        ),
      ),
    }),
    fc.record({
      field: fc.constant("message"),
      // The bound applies after trimming, so the text is over it between two letters:
      // 5,001 characters that begin or end with spaces may be a valid message.
      value: fc
        .string({ minLength: 4999, maxLength: 5998 })
        .map((text) => `x${text}x`),
    }),
    fc.record({
      field: fc.constant("email"),
      value: fc
        .tuple(
          fc.emailAddress(),
          fc.constantFrom(",", ";", " ", "\n"),
          fc.emailAddress(),
        )
        .map(([a, sep, b]) => `${a}${sep}${b}`),
    }),
    fc.record({
      field: fc.constantFrom("name", "company", "subject"),
      value: fc
        .tuple(
          fc.string(),
          fc.constantFrom("<script>", "<img src=x>", "</p>", "<!--"),
        )
        .map(([a, tag]) => `${a}${tag}${"texto largo".repeat(2)}`),
    }),
  )

  // 250 requests: about a second on a quiet machine, far more on a busy one.
  it("refuses any payload with one corrupted field, and stores nothing (property)", async () => {
    await fc.assert(
      fc.asyncProperty(corruption, async ({ field, value }) => {
        const response = await post(
          JSON.stringify({ ...validLead, [field]: value }),
        )
        const answer = response.json<{ fieldErrors?: Record<string, string> }>()
        return (
          response.statusCode === 400 &&
          typeof answer.fieldErrors?.[field] === "string"
        )
      }),
      { numRuns: 150 },
    )
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const response = await post(JSON.stringify(value))
        return response.statusCode === 400
      }),
      { numRuns: 100 },
    )
    expect(await stored()).toBe(0)
  }, 90_000)
})
