import { withField, type Refusal } from "./refusal.ts"

/**
 * Field values the site never offers: addresses that are not its pages, other
 * forms' services, overlong e-mail addresses.
 */

export const pages: readonly Refusal[] = [
  "/<script>alert(1)</script>",
  "/\u0000",
  "/%3Cscript%3E",
  "/a b",
  "/kitdigital?utm=1",
  "/kitdigital#contact",
  "//evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/../etc/passwd",
  "/\\evil.example",
  "/en/",
  "/EN",
  "/en//canteras",
  "",
  "canteras",
  "/canteras\u202E",
  `/${"a".repeat(250)}`,
  "/en\ncanteras",
  "/café",
  "/index.html",
  "/%00",
].map((page) => withField("page addresses", "page", page, "page_invalid"))

export const services: readonly Refusal[] = (
  [
    ["clinicService", "Office 365"],
    ["clinicService", "Canteras"],
    ["clinicService", "TRABEM Connext"],
    ["clinicService", "Kit Consulting"],
    ["clinicService", "Agentes virtuales para clínicas"],
    ["clinicService", "Free money"],
    ["home", "Office 365"],
    ["home", "Canteras"],
    ["home", "TrAbem Flex RAG"],
    ["home", "Otro"],
    ["news", "Kit Digital"],
    ["news", "Desarrollo Web"],
    ["office365", "TrAbem Flex RAG"],
    ["office365", "Canteras"],
    ["quarry", "Office 365"],
    ["quarry", "Otro"],
    ["connext", "Canteras"],
    ["kitDigital", "Kit Consulting"],
    ["kitConsulting", "Kit Digital"],
    ["clinicDemo", "Agentes virtuales para concesionarios"],
    ["dealerDemo", "Agentes virtuales para clínicas"],
  ] as const
).map(([kind, service]) => ({
  ...withField(
    "services of another form",
    "service",
    service,
    "service_not_offered",
    {
      kind,
    },
  ),
  name: `${kind} with ${service}`,
}))

export const longAddresses: readonly Refusal[] = [
  ...[65, 66, 80, 100, 128, 200].map((n) => `${"a".repeat(n)}@clinica.es`),
  ...[64, 65, 80, 100, 200].map((n) => `ana@${"b".repeat(n)}.es`),
  ...[64, 65, 80, 100, 150].map((n) => `ana@mail.${"c".repeat(n)}.clinica.es`),
  `ana@clinica.${"e".repeat(64)}`,
  ...[255, 300, 400].map(
    (total) =>
      `${"a".repeat(60)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(total - 247)}.es`,
  ),
].map((email) =>
  withField(
    "addresses over the standard's lengths",
    "email",
    email,
    "email_invalid",
  ),
)
