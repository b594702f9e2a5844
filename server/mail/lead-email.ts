import type { SendMailOptions } from "nodemailer"
import { campaignLabel } from "#common/schemas/campaign.ts"
import { isFormKind } from "#common/schemas/contact-fields.ts"
import { escapeHtml } from "#common/web/html.ts"
import { formKindSpec } from "#common/schemas/form-kinds.ts"
import { printableLine, printableText } from "#common/schemas/text.ts"
import type { Lead } from "#server/db/schema.ts"

/** Which form a lead came from, as the inbox reads it; "API" for a lead posted without a form. */
function formLabel(kind: string | null): string {
  return isFormKind(kind) ? formKindSpec(kind).label : "API"
}

const languageNames: Readonly<Record<string, string>> = {
  es: "español",
  en: "inglés",
  fr: "francés",
}

/**
 * Header values come from single-line fields already; this is the last
 * guard, for rows stored before those fields refused control characters.
 */
function headerSafe(text: string): string {
  return printableLine(text.replace(/[\r\n\u2028\u2029]+/g, " ").trim())
}

function rows(lead: Lead): Array<readonly [string, string]> {
  const all: Array<readonly [string, string]> = [
    ["Nombre", lead.name],
    ["Email", lead.email],
    ["Empresa", lead.company],
    ["Teléfono", lead.phone],
    ["Servicio", lead.service],
    ["Asunto", lead.subject],
    ["Formulario", formLabel(lead.kind)],
    ["Página", lead.page ?? ""],
    [
      "Campaña",
      campaignLabel([lead.utm_source, lead.utm_medium, lead.utm_campaign]),
    ],
    ["Llegó desde", lead.referrer_host ?? ""],
    ["Idioma", languageNames[lead.locale] ?? lead.locale],
    ["Recibido", lead.created_at],
    ["Referencia", `#${lead.id}`],
  ]
  return all
    .filter(([, value]) => value !== "")
    .map(([label, value]) => [label, printableLine(value)] as const)
}

/**
 * The e-mail that carries one lead to the team: Reply-To is the visitor,
 * the subject names the form and service, the visitor's text is escaped in
 * the HTML part. A stable Message-ID lets the inbox fold a resend.
 */
export function buildLeadEmail(
  lead: Lead,
  addresses: { readonly from: string; readonly to: string },
): SendMailOptions {
  const form = formLabel(lead.kind)
  const service = lead.service ? ` · ${lead.service}` : ""
  const subject = headerSafe(
    `Nueva solicitud web: ${form}${service} (#${lead.id})`,
  )
  const text = [
    ...rows(lead).map(([label, value]) => `${label}: ${value}`),
    "",
    printableText(lead.message),
  ].join("\n")
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0b1b32">
<table cellpadding="4" style="border-collapse:collapse">${rows(lead)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
<p style="white-space:pre-wrap">${escapeHtml(printableText(lead.message))}</p>
</body></html>`
  const domain = addresses.from.split("@")[1] ?? "localhost"
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: headerSafe(lead.name), address: headerSafe(lead.email) },
    subject,
    text,
    html,
    messageId: `<lead-${lead.id}-${Date.parse(lead.created_at)}@${domain}>`,
    headers: { "X-Lead-Id": String(lead.id) },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}
