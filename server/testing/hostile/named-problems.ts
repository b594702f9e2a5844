import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import {
  form,
  formBody,
  jsonHeaders,
  leadIn,
  raw,
  type Refusal,
} from "./refusal.ts"

/** Bodies and headers the API cannot read, refused with a message saying what is wrong. */

/** JSON that is not an object. */
export const notAnObject: readonly string[] = [
  "123",
  "null",
  "true",
  "[]",
  '"just a string"',
]

/** Bodies that are not JSON. */
export const malformedJson: readonly string[] = [
  "{",
  '{"name":',
  "nul",
  "[",
  '{"name":"Ana",}',
  "'single'",
  "{name: 'Ana'}",
  '{"name":"Ana" "email":"x"}',
  "",
  "\u0000",
]

export const namedProblems: readonly Refusal[] = [
  ...malformedJson.map((body) =>
    raw(
      "refusals that say what is wrong",
      `malformed JSON ${JSON.stringify(body)}`,
      body,
      400,
      "invalidJson",
    ),
  ),
  ...notAnObject.map((body) =>
    raw(
      "refusals that say what is wrong",
      `body ${body}`,
      body,
      400,
      "notAnObject",
    ),
  ),
  ...[
    '{"__proto__":{"admin":true},"name":"Ana","email":"ana@clinica.es"}',
    '{"constructor":{"prototype":{"admin":true}},"name":"Ana"}',
    '{"name":"Ana","extra":{"__proto__":{"x":1}}}',
    '{"prototype":1}',
  ].map((body) =>
    raw(
      "refusals that say what is wrong",
      `prototype key ${body.slice(0, 30)}`,
      body,
      400,
      "forbiddenKey",
    ),
  ),
  raw(
    "refusals that say what is wrong",
    "prototype key in a form post",
    formBody("__proto__=x"),
    400,
    "forbiddenKey",
    form,
  ),
  ...[
    "abc",
    "a key with spaces",
    "1234567",
    "x".repeat(129),
    "clave-ñandú-0001",
    "key/with/slash",
    "key;drop=table",
    "<script>alert(1)</script>",
  ].map((key) => ({
    family: "refusals that say what is wrong",
    name: `Idempotency-Key ${key.slice(0, 30)}`,
    status: 400,
    request: (locale: ContactLocale) => ({
      body: JSON.stringify(leadIn(locale)),
      headers: jsonHeaders(locale, {
        // Header values are Latin-1: other characters arrive as "?".
        "idempotency-key": key.replace(/[^\x20-\x7e]/g, "?"),
      }),
    }),
    expected: { api: "idempotencyKey" as const },
  })),
]
