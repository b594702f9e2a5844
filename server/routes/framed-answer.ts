import { readFileSync } from "node:fs"
import path from "node:path"
import { contactLocales } from "#common/schemas/contact-fields.ts"
import { answerMarks, answerPagePaths } from "#common/web/answer-pages.ts"
import { escapeHtml } from "#common/web/html.ts"
import type { ContentSecurity } from "#server/http/security.ts"
import type { AnswerPage } from "./answer-page.ts"

/** An answer page in the site's frame, ready to send, with its page's policy. */
export interface FramedAnswer {
  readonly html: string
  readonly policy: string
}

/** The form's answer pages as the site built them, one per language. */
export interface AnswerPages {
  readonly render: (page: AnswerPage) => FramedAnswer
}

declare module "fastify" {
  interface FastifyInstance {
    /** The form's answer pages (server/routes/framed-answer.ts). */
    answerPages: AnswerPages
  }
}

/** A built page's file under build/client: `/en/answer` is `en/answer/index.html`. */
const fileOf = (pagePath: string) => `${pagePath.slice(1)}/index.html`

/** What the server writes into the marks: every text escaped, the lines as a paragraph or a list. */
export function fillAnswerPage(template: string, page: AnswerPage): string {
  const lines =
    page.lines.length === 1
      ? `<p>${escapeHtml(page.lines[0] ?? "")}</p>`
      : page.lines.length > 1
        ? `<ul>${page.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
        : ""
  return template
    .replaceAll(answerMarks.title, escapeHtml(page.title))
    .replaceAll(answerMarks.state, page.isError ? "error" : "sent")
    .replaceAll(answerMarks.lines, lines)
    .replaceAll(answerMarks.backHref, escapeHtml(page.backHref))
    .replaceAll(answerMarks.back, escapeHtml(page.backLabel))
}

/**
 * Reads the answer page of each language a form is in from the build (app/
 * pages/[...formAnswer].astro), with the policy that allows its own scripts;
 * a build without them cannot answer a form posted without JavaScript, so
 * the server does not start on it.
 */
export function loadAnswerPages(
  buildDir: string,
  csp: ContentSecurity,
): AnswerPages {
  const pages = new Map(
    contactLocales.map((locale) => {
      const file = fileOf(answerPagePaths[locale])
      const html = readFileSync(path.join(buildDir, "client", file), "utf8")
      return [locale, { html, policy: csp.policyFor(file) }] as const
    }),
  )
  return {
    render(page) {
      const built = pages.get(page.locale)
      if (!built) throw new Error(`No answer page in ${page.locale}`)
      return { html: fillAnswerPage(built.html, page), policy: built.policy }
    },
  }
}

/** The built answer pages' files, which are never sent as they are. */
export const answerPageFiles = (Object.values(answerPagePaths) as string[]).map(
  fileOf,
)
