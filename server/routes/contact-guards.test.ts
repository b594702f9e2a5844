import { expect, it } from "vitest"
import { describeContactApi, json } from "../testing/api-suite.ts"
import { validLead } from "../testing/harness.ts"
import { waitFor } from "../testing/wait-for.ts"

/**
 * What keeps a submission from being stored twice, by a bot, too often, too
 * large or from another site.
 */
describeContactApi(
  "POST /api/contact on $name",
  { rateLimitPerHour: 5, emptyBeforeEach: true },
  ({ api, post, stored }) => {
    it("stores one lead for a retried submission with the same Idempotency-Key", async () => {
      const headers = { ...json, "idempotency-key": "3f1c9a7e-retry-key-0001" }
      const first = await post(validLead, headers)
      const second = await post(validLead, headers)
      expect(first.statusCode).toBe(201)
      expect(second.statusCode).toBe(201)
      expect(second.json<{ id: number }>().id).toBe(
        first.json<{ id: number }>().id,
      )
      expect(await stored()).toBe(1)
      await waitFor(() => api().sink.messages.length === 1)
    })

    it("silently drops what fills the honeypot", async () => {
      const response = await post({
        ...validLead,
        website: "http://spam.example",
      })
      expect(response.statusCode).toBe(201)
      expect(await stored()).toBe(0)
    })

    it("limits each client per hour across processes (counts in the database), with a localized 429", async () => {
      const codes: number[] = []
      for (let i = 0; i < 6; i++)
        codes.push((await post({ ...validLead, locale: "en" })).statusCode)
      expect(codes).toEqual([201, 201, 201, 201, 201, 429])
      const limited = await post({ ...validLead, locale: "en" })
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
      expect(limited.json()).toMatchObject({
        error: "rate_limited",
        message: expect.stringContaining("too many messages"),
      })
      expect(await stored()).toBe(5)
      const other = await api().app.inject({
        method: "POST",
        url: "/api/contact",
        headers: json,
        payload: JSON.stringify(validLead),
        remoteAddress: "10.1.2.3",
      })
      expect(other.statusCode).toBe(201)
    })

    it("answers 413, 415 and refuses other sites", async () => {
      const big = await post({ ...validLead, message: "x".repeat(70_000) })
      expect(big.statusCode).toBe(413)
      expect(big.json()).toMatchObject({ error: "too_large" })
      const text = await post("name=Ana", { "content-type": "text/plain" })
      expect(text.statusCode).toBe(415)
      const foreign = await post(validLead, {
        ...json,
        origin: "https://evil.example",
      })
      expect(foreign.statusCode).toBe(403)
      const fetchSite = await post(validLead, {
        ...json,
        "sec-fetch-site": "cross-site",
      })
      expect(fetchSite.statusCode).toBe(403)
      const own = await post(validLead, {
        ...json,
        origin: "https://www.trabem.es",
        "sec-fetch-site": "same-origin",
      })
      expect(own.statusCode).toBe(201)
      expect(own.headers["access-control-allow-origin"]).toBeUndefined()
    })
  },
)
