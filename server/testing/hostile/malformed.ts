import { json } from "../api-suite.ts"
import { validLead } from "../harness.ts"
import { malformedJson, notAnObject } from "./named-problems.ts"

export interface Hostile {
  readonly name: string
  readonly body: string
  readonly headers?: Record<string, string>
}

const withField = (field: string, value: unknown): Hostile => ({
  name: `${field} = ${JSON.stringify(value)?.slice(0, 40)}`,
  body: JSON.stringify({ ...validLead, [field]: value }),
})
/** The valid lead with other headers. */
const withHeaders = (
  name: string,
  headers: Record<string, string>,
): Hostile => ({ name, body: JSON.stringify(validLead), headers })
const withFields = (
  name: string,
  fields: Record<string, unknown>,
): Hostile => ({ name, body: JSON.stringify({ ...validLead, ...fields }) })
const without = (field: string): Hostile => {
  const copy: Record<string, unknown> = { ...validLead }
  delete copy[field]
  return { name: `without ${field}`, body: JSON.stringify(copy) }
}

export const textFields = [
  "name",
  "email",
  "company",
  "phone",
  "service",
  "subject",
  "message",
]

/** Malformed, oversized or malicious submissions: every one must be refused. */
export const malformedRequests: readonly Hostile[] = [
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
  withFields("clinic form without service", {
    kind: "clinicService",
    service: "",
  }),
  withFields("unknown service", { service: "Free money" }),
  withFields("demo without clinic name", { kind: "clinicDemo", company: "" }),
  // Wrong content types.
  ...[
    "text/plain",
    "application/xml",
    "text/html",
    "multipart/form-data; boundary=x",
    "application/octet-stream",
    "application/json-patch+json",
  ].map((type) =>
    withHeaders(`content-type ${type}`, { "content-type": type }),
  ),
  withHeaders("no content type", {}),
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
  withHeaders("short idempotency key", { ...json, "idempotency-key": "abc" }),
  withHeaders("idempotency key with spaces", {
    ...json,
    "idempotency-key": "a key with spaces",
  }),
  withHeaders("cross-site origin", { ...json, origin: "https://evil.example" }),
  withHeaders("null origin", { ...json, origin: "null" }),
  withHeaders("cross-site fetch", { ...json, "sec-fetch-site": "cross-site" }),
  withHeaders("same-site subdomain", {
    ...json,
    "sec-fetch-site": "same-site",
  }),
]
