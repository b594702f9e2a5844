import type { ContactLocale } from "#common/schemas/contact-fields.ts"
import { escapeHtml } from "#common/web/html.ts"

/** What an answer page says: a title, lines under it, and the way back. */
export interface AnswerPage {
  readonly locale: ContactLocale
  readonly title: string
  readonly lines: readonly string[]
  /** Where the "back" link goes: the page the form was on. */
  readonly backHref: string
  readonly backLabel: string
  readonly isError: boolean
}

const htmlLang: Readonly<Record<ContactLocale, string>> = {
  es: "es-ES",
  en: "en",
  fr: "fr-FR",
}

/**
 * A page of its own, outside the site's frame, for what fails before a
 * request reaches the site (server/http/errors.ts): what happened, in the
 * visitor's language, and a way back. A form's answer is the site's own
 * page (framed-answer.ts).
 */
export function renderAnswerPage(page: AnswerPage): string {
  const accent = page.isError ? "#b91c1c" : "#0e9f8e"
  const items = page.lines
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join("")
  return `<!doctype html>
<html lang="${htmlLang[page.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · TRABEM</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#0b1b32;background:#e8f0fe;display:grid;place-items:center;min-height:100vh;padding:24px;box-sizing:border-box}
main{background:#fff;border-radius:12px;box-shadow:0 8px 24px -8px rgb(11 27 50/.18);max-width:560px;width:100%;padding:32px;border-top:6px solid ${accent}}
h1{font-size:1.6rem;margin:0 0 12px}
ul{padding-left:1.2rem;line-height:1.6}
a{display:inline-block;margin-top:16px;background:#1f5fd6;color:#fff;text-decoration:none;font-weight:600;border-radius:9999px;padding:12px 24px}
a:hover{background:#123a8c}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${items ? `<ul>${items}</ul>` : ""}
<a href="${escapeHtml(page.backHref)}">${escapeHtml(page.backLabel)}</a>
</main>
</body>
</html>`
}
