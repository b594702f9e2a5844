import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countLeads } from "../db/leads.ts"
import { FORBIDDEN_KEYS } from "./contact-body.ts"
import { malformedJson, notAnObject } from "../testing/hostile-corpus.ts"
import { startApi, validLead, type ApiHarness } from "../testing/harness.ts"
import { testDatabases } from "../testing/databases.ts"

interface Hostile {
  readonly name: string
  readonly body: string
  readonly headers?: Record<string, string>
}

const json = { "content-type": "application/json" }
const withField = (field: string, value: unknown): Hostile => ({
  name: `${field} = ${JSON.stringify(value)?.slice(0, 40)}`,
  body: JSON.stringify({ ...validLead, [field]: value }),
})
const without = (field: string): Hostile => {
  const copy: Record<string, unknown> = { ...validLead }
  delete copy[field]
  return { name: `without ${field}`, body: JSON.stringify(copy) }
}

const textFields = [
  "name",
  "email",
  "company",
  "phone",
  "service",
  "subject",
  "message",
]

/** Malformed, oversized or malicious submissions: every one must be refused. */
const hostile: Hostile[] = [
  // Bad JSON and bodies that are not an object.
  ...[...malformedJson, ...notAnObject, `[${JSON.stringify(validLead)}]`].map(
    (body) => ({ name: `body ${body.slice(0, 30)}`, body }),
  ),
  { name: "empty object", body: "{}" },
  {
    name: "prototype pollution",
    body: '{"__proto__":{"admin":true},"name":"Ana","email":"ana@clinica.es"}',
  },
  {
    name: "constructor pollution",
    body: '{"constructor":{"prototype":{"admin":true}},"name":"Ana"}',
  },
  // Wrong types.
  ...textFields.flatMap((field) => [
    withField(field, 12345),
    withField(field, ["a", "b"]),
    withField(field, { nested: "x" }),
  ]),
  withField("name", null),
  withField("message", true),
  withField("isEnglish", "yes"),
  withField("isEnglish", 1),
  withField("kind", "admin"),
  withField("locale", "de"),
  withField("page", "//evil.example/path"),
  withField("page", "https://evil.example/"),
  // Missing required fields.
  without("name"),
  without("email"),
  without("subject"),
  without("message"),
  // Oversized fields.
  withField("name", "N".repeat(101)),
  withField("email", `${"a".repeat(250)}@b.com`),
  withField("company", "C".repeat(121)),
  withField("phone", "6".repeat(31)),
  withField("service", "S".repeat(81)),
  withField("subject", "T".repeat(151)),
  withField("message", "M".repeat(5001)),
  withField("page", `/${"p".repeat(250)}`),
  // Several addresses, or header injection through the address.
  withField("email", "ana@clinica.es,otro@example.com"),
  withField("email", "ana@clinica.es; otro@example.com"),
  withField("email", "Ana <ana@clinica.es>"),
  withField("email", "ana@clinica.es otro@example.com"),
  withField("email", "ana@clinica.es\r\nBcc: victim@example.com"),
  withField("email", "ana@clinica.es\nCc: victim@example.com"),
  withField("email", "not-an-address"),
  // CR/LF in single-line fields (they end up in headers).
  ...["name", "company", "subject", "phone", "service"].map((field) =>
    withField(field, "Ana\r\nBcc: victim@example.com"),
  ),
  withField("subject", "Hola\rX-Injected: 1"),
  withField("name", "Ana\u2028López"),
  // HTML and script where it has no business (the message is plain text, escaped where shown).
  withField("name", "<script>alert(document.cookie)</script> Ana"),
  withField("company", 'Sol <img src=x onerror="alert(1)"> SL'),
  withField("subject", "<!-- hidden --> asunto de prueba"),
  withField("name", "<b>Ana</b>"),
  withField("subject", "<a href=javascript:alert(1)>x</a>"),
  withField("company", "</textarea><script>x()</script>"),
  // Stricter rules of a form.
  {
    name: "clinic form without service",
    body: JSON.stringify({ ...validLead, kind: "clinicService", service: "" }),
  },
  {
    name: "unknown service",
    body: JSON.stringify({ ...validLead, service: "Free money" }),
  },
  {
    name: "demo without clinic name",
    body: JSON.stringify({ ...validLead, kind: "clinicDemo", company: "" }),
  },
  // Wrong content types.
  ...[
    "text/plain",
    "application/xml",
    "text/html",
    "multipart/form-data; boundary=x",
    "application/octet-stream",
    "application/json-patch+json",
  ].map((type) => ({
    name: `content-type ${type}`,
    body: JSON.stringify(validLead),
    headers: { "content-type": type },
  })),
  { name: "no content type", body: JSON.stringify(validLead), headers: {} },
  // Huge bodies.
  {
    name: "100 kB body",
    body: JSON.stringify({ ...validLead, message: "x".repeat(100_000) }),
  },
  {
    name: "1 MB body",
    body: JSON.stringify({ ...validLead, padding: "x".repeat(1_000_000) }),
  },
  {
    name: "huge form post",
    body: `name=${"x".repeat(200_000)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  },
  // Bad idempotency keys, other sites.
  {
    name: "short idempotency key",
    body: JSON.stringify(validLead),
    headers: { ...json, "idempotency-key": "abc" },
  },
  {
    name: "idempotency key with spaces",
    body: JSON.stringify(validLead),
    headers: { ...json, "idempotency-key": "a key with spaces" },
  },
  {
    name: "cross-site origin",
    body: JSON.stringify(validLead),
    headers: { ...json, origin: "https://evil.example" },
  },
  {
    name: "null origin",
    body: JSON.stringify(validLead),
    headers: { ...json, origin: "null" },
  },
  {
    name: "cross-site fetch",
    body: JSON.stringify(validLead),
    headers: { ...json, "sec-fetch-site": "cross-site" },
  },
  {
    name: "same-site subdomain",
    body: JSON.stringify(validLead),
    headers: { ...json, "sec-fetch-site": "same-site" },
  },
]

describe.each(testDatabases())("hostile requests on $name", ({ url }) => {
  let api: ApiHarness

  beforeAll(async () => {
    api = await startApi({ databaseUrl: await url() })
  })
  afterAll(() => api.close())

  const post = (body: string, headers: Record<string, string> = json) =>
    api.app.inject({
      method: "POST",
      url: "/api/contact",
      headers,
      payload: body,
    })

  it("has at least 60 of them", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60)
  })

  it.each(hostile)(
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
    expect(await countLeads(api.app.leads.database.db)).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(api.sink.messages).toHaveLength(0)
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
      value: fc.string({ minLength: 5001, maxLength: 6000 }),
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
    expect(await countLeads(api.app.leads.database.db)).toBe(0)
  })
})
