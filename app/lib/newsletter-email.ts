import { localeTag, type Locale } from "#app/config/locales.ts"
import { business } from "#app/config/business.ts"
import { escapeHtml } from "#common/web/html.ts"
import { pathTo } from "./i18n.ts"
import type { NewsletterBlock, NewsletterIssue } from "./newsletter.ts"

export interface NewsletterOptions {
  /** Absolute origin every link starts with, e.g. https://www.trabem.es. */
  readonly origin: string
  readonly year: number
  readonly email: string
}

const INK = "#0B1B32"
const TEXT = "#334155"
const MUTED = "#475569"
const FONT = "Arial, Helvetica, sans-serif"

function blockRow(block: NewsletterBlock, origin: string) {
  const accent = block.colour
  const href = origin + block.link.href
  return `<tr><td style="padding:28px 40px 0 40px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="border-left:4px solid ${accent};padding:0 0 0 20px;font-family:${FONT};">
<p style="margin:0;font-size:12px;line-height:16px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:${accent};">${escapeHtml(block.label)}</p>
<h2 style="margin:8px 0 0 0;font-size:20px;line-height:26px;font-weight:bold;color:${INK};">${escapeHtml(block.title)}</h2>
<p style="margin:8px 0 0 0;font-size:15px;line-height:23px;color:${TEXT};">${escapeHtml(block.text)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:16px;"><tr>
<td bgcolor="${accent}" style="border-radius:22px;background-color:${accent};">
<a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:14px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:22px;">${escapeHtml(block.link.label)}</a>
</td></tr></table>
</td></tr></table>
</td></tr>`
}

/**
 * The newsletter of one language as e-mail-client-safe HTML: layout tables,
 * inline styles only, absolute links, no script, no external image.
 */
export function renderNewsletterHtml(
  { content, blocks: posts }: NewsletterIssue,
  locale: Locale,
  options: NewsletterOptions,
): string {
  const origin = options.origin.replace(/\/+$/, "")
  const blocks = posts.map((block) => blockRow(block, origin)).join("\n")
  const email = escapeHtml(options.email)
  return `<!DOCTYPE html>
<html lang="${localeTag[locale]}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(content.meta.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#F1F5F9;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#F1F5F9" style="background-color:#F1F5F9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#FFFFFF" style="width:100%;max-width:600px;background-color:#FFFFFF;">
<tr><td style="padding:20px 40px;border-bottom:1px solid #E2E8F0;font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="font-family:${FONT};font-size:20px;line-height:24px;font-weight:bold;letter-spacing:3px;color:${INK};"><a href="${escapeHtml(origin + pathTo("home", locale))}" target="_blank" style="color:${INK};text-decoration:none;">${escapeHtml(business.brand)}</a></td>
<td align="right" style="font-family:${FONT};font-size:14px;line-height:20px;font-weight:bold;color:${MUTED};">${escapeHtml(content.headerLabel)}</td>
</tr></table>
</td></tr>
<tr><td bgcolor="${INK}" style="background-color:${INK};padding:40px;font-family:${FONT};">
<p style="margin:0;font-size:13px;line-height:18px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#BAE6FD;">${escapeHtml(content.hero.eyebrow)}</p>
<h1 style="margin:12px 0 0 0;font-size:30px;line-height:36px;font-weight:bold;color:#FFFFFF;">${escapeHtml(content.hero.title)}</h1>
<p style="margin:12px 0 0 0;font-size:16px;line-height:24px;color:#E2E8F0;">${escapeHtml(content.hero.lead)}</p>
</td></tr>
<tr><td style="padding:32px 40px 0 40px;font-family:${FONT};font-size:16px;line-height:24px;color:${TEXT};">${escapeHtml(content.greeting)}</td></tr>
${blocks}
<tr><td style="padding:40px 0 0 0;"></td></tr>
<tr><td bgcolor="#F8FAFC" align="center" style="background-color:#F8FAFC;padding:32px 40px;font-family:${FONT};font-size:14px;line-height:21px;color:${MUTED};">
<p style="margin:0;">${escapeHtml(content.footer.contactLead)} <a href="mailto:${email}" style="color:#1F5FD6;font-weight:bold;">${email}</a></p>
<p style="margin:12px 0 0 0;">&copy; ${options.year} ${escapeHtml(business.brand)}. ${escapeHtml(content.footer.rights)}</p>
<p style="margin:12px 0 0 0;font-size:12px;line-height:18px;">${escapeHtml(content.footer.reason)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
