import { z } from "astro/zod"
import { pageOpening } from "./blocks.ts"
import { markdownMeta } from "./markdown.ts"

/**
 * A legal page (legal notice, privacy, cookies, security): one Markdown file
 * per page and language, app/content/legal/<locale>/<slug>.md. The body is
 * the text, one `##` heading per section (`## Heading {#anchor}` keeps a
 * section's address); the contents list follows the headings. Text may name
 * `{legalName}`, `{taxId}`, `{registry}`, `{address}`, `{email}`,
 * `{privacyEmail}`, `{securityEmail}`, `{phone}`, `{brand}` and, on the
 * privacy page, `{retentionPeriod}`, `{backupDays}` and `{accessLogDays}`: the build fills them
 * from the site configuration.
 */
export const legalEntry = z.strictObject({
  ...pageOpening,
  meta: markdownMeta,
  /** When the text last changed, shown under the title in the page's language. */
  updated: z.coerce.date().meta({
    title: "Última revisión",
    description:
      "El día en que el texto cambió por última vez; la página lo muestra bajo el título.",
    format: "date",
  }),
})
export type LegalEntry = z.infer<typeof legalEntry>
