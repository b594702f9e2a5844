import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countLeads } from "../db/leads.ts"
import { startApi, validLead, type ApiHarness } from "../testing/harness.ts"
import { testDatabases } from "../testing/databases.ts"

/**
 * Behind a proxy that appends the address it saw to X-Forwarded-For (as
 * nginx's $proxy_add_x_forwarded_for does), the leftmost entries are
 * whatever the client wrote. Only the entry the trusted proxy appended may
 * count as the client.
 */
const PROXY = "10.0.0.5"
const CLIENT = "203.0.113.7"

describe.each(testDatabases())(
  "rate limit behind a proxy on $name",
  ({ url }) => {
    for (const trustProxy of ["1", PROXY, "10.0.0.0/24"]) {
      describe(`TRUST_PROXY=${trustProxy}`, () => {
        let api: ApiHarness
        beforeAll(async () => {
          api = await startApi({
            databaseUrl: await url(),
            rateLimitPerHour: 3,
            trustProxy,
          })
        })
        afterAll(() => api.close())

        const through = (forwardedFor: string, from = PROXY) =>
          api.app.inject({
            method: "POST",
            url: "/api/contact",
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": forwardedFor,
            },
            payload: JSON.stringify(validLead),
            remoteAddress: from,
          })

        it("counts the address the proxy appended, whatever the client wrote before it", async () => {
          const codes: number[] = []
          for (let i = 0; i < 6; i++)
            codes.push((await through(`198.51.100.${i}, ${CLIENT}`)).statusCode)
          expect(codes).toEqual([201, 201, 201, 429, 429, 429])
          expect(await countLeads(api.app.leads.database.db)).toBe(3)
          // Another client behind the same proxy has its own count.
          expect((await through(`${CLIENT}, 203.0.113.8`)).statusCode).toBe(201)
        })
      })
    }

    describe("a client that reaches the server directly with a list of trusted addresses", () => {
      let api: ApiHarness
      beforeAll(async () => {
        api = await startApi({
          databaseUrl: await url(),
          rateLimitPerHour: 2,
          trustProxy: PROXY,
        })
      })
      afterAll(() => api.close())

      it("is counted by its own address, not the header it forges", async () => {
        const codes: number[] = []
        for (let i = 0; i < 4; i++) {
          const response = await api.app.inject({
            method: "POST",
            url: "/api/contact",
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `198.51.100.${i}`,
            },
            payload: JSON.stringify(validLead),
            remoteAddress: "192.0.2.50",
          })
          codes.push(response.statusCode)
        }
        expect(codes).toEqual([201, 201, 429, 429])
      })
    })
  },
)
