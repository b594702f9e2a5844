import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formMessages } from "#common/messages/index.ts"
import { countLeads } from "../db/leads.ts"
import { languageChoices } from "../testing/hostile/accepted.ts"
import { startApi, type ApiHarness } from "../testing/harness.ts"
import { testDatabases } from "../testing/databases.ts"

const BAD_URLS = [
  "/%",
  "/%zz",
  "/%E0%A4%A",
  "/api/%",
  "/canteras/%ZZ",
  "/%%",
  "/api/contact/%",
  "/kitdigital%",
  "/%u0041",
  "/ayuda%G0",
]

/** Sends raw bytes and returns what the server wrote back before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1")
    const chunks: Buffer[] = []
    socket.on("data", (chunk) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")))
    socket.end(request)
  })
}

function headersOf(raw: string): Record<string, string> {
  const [head = ""] = raw.split("\r\n\r\n")
  return Object.fromEntries(
    head
      .split("\r\n")
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(":")
        return [
          line.slice(0, colon).toLowerCase(),
          line.slice(colon + 1).trim(),
        ]
      }),
  )
}

describe.each(testDatabases())("answers before routing on $name", ({ url }) => {
  let api: ApiHarness
  let security: Record<string, string>
  let port: number

  beforeAll(async () => {
    api = await startApi({ databaseUrl: await url() })
    // The headers every ordinary answer carries.
    const ordinary = await api.app.inject({ method: "GET", url: "/healthz" })
    security = Object.fromEntries(
      [
        "content-security-policy",
        "permissions-policy",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
      ].map((name) => [name, String(ordinary.headers[name])]),
    )
    await api.app.listen({ port: 0, host: "127.0.0.1" })
    const address = api.app.server.address()
    port = typeof address === "object" && address ? address.port : 0
  })
  afterAll(() => api.close())

  const cases = BAD_URLS.flatMap((path) =>
    (["es", "en"] as const).map((locale) => ({ path, locale })),
  )
  it.each(cases)(
    "answers $path with the usual headers and a plain message in $locale",
    async ({ path, locale }) => {
      const response = await api.app.inject({
        method: "GET",
        url: path,
        headers: { "accept-language": locale === "en" ? "en-US,en" : "es" },
      })
      expect(response.statusCode).toBe(400)
      for (const [name, value] of Object.entries(security))
        expect(response.headers[name]).toBe(value)
      expect(response.body).toContain(formMessages[locale].api.badRequest)
      expect(response.body).not.toMatch(/FST_|fastify|url component/i)
      expect(response.body).not.toContain(path)
    },
  )

  it.each(["es", "en"] as const)(
    "answers headers too large (431) the same way, in %s",
    async (locale) => {
      const raw = await rawRequest(
        port,
        `GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ${locale}\r\nX-Padding: ${"p".repeat(20_000)}\r\nX-More: ${"q".repeat(20_000)}\r\n\r\n`,
      )
      expect(raw).toMatch(/^HTTP\/1\.1 431 /)
      const headers = headersOf(raw)
      for (const [name, value] of Object.entries(security))
        expect(headers[name]).toBe(value)
      expect(raw).toContain(formMessages[locale].api.headersTooLarge)
      expect(raw).not.toMatch(/FST_|fastify|Exceeded maximum/i)
    },
  )

  it("answers bytes that are not HTTP with a 400 page, in Spanish by default", async () => {
    const raw = await rawRequest(port, "HELLO THERE\r\n\r\n")
    expect(raw).toMatch(/^HTTP\/1\.1 400 /)
    expect(headersOf(raw)["x-frame-options"]).toBe("DENY")
    expect(raw).toContain(formMessages.es.api.badRequest)
  })

  it.each(languageChoices.map(([header, locale]) => ({ header, locale })))(
    "answers Accept-Language '$header' in $locale",
    async ({ header, locale }) => {
      const response = await api.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: {
          "content-type": "application/json",
          "accept-language": header,
        },
        payload: "{",
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<{ message: string }>().message).toBe(
        formMessages[locale].api.invalidJson,
      )
      expect(await countLeads(api.app.leads.database.db)).toBe(0)
    },
  )
})
