import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { Window } from "happy-dom"
import { htmlFileOf } from "../../scripts/build/built-pages.ts"

/**
 * The built site as Vitest reads it: each page's HTML parsed into a DOM
 * (linkedom: markup and text, no layout, no script), as `npm run build`
 * wrote it. What a page says is tested here; what needs a browser (layout,
 * scripts, interaction) is tested by Playwright. happy-dom parses the
 * pages as a browser would, and loads or runs nothing they name.
 */
export const buildDir = process.env.BUILD_DIR ?? "build"
export const clientDir = path.join(buildDir, "client")

/**
 * Without a build these checks are skipped locally (`npm run test:unit`),
 * never in CI: `npm test` builds first.
 */
export const skipWithoutBuild =
  !existsSync(path.join(buildDir, "csp.json")) && !process.env.CI

/** The public origin the build was made for (canonical and share links). */
export const origin = (process.env.SITE_URL ?? "https://www.trabem.es").replace(
  /\/+$/,
  "",
)

/** A file of the build, as text. */
export const builtFile = (file: string) =>
  readFileSync(path.join(clientDir, file), "utf8")

const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
})

/** An HTML document parsed, as inert as a template: nothing in it loads or runs. */
export const parseDocument = (html: string) =>
  new window.DOMParser().parseFromString(
    html,
    "text/html",
  ) as unknown as Document

/** An XML document (a feed) parsed; a malformed one has a `parsererror` element. */
export const parseXml = (xml: string) =>
  new window.DOMParser().parseFromString(
    xml,
    "application/xml",
  ) as unknown as Document

const parsed = new Map<string, Document>()

/** The built page at a path of the site (`/404` for the not-found page), parsed once. */
export function builtPage(pagePath: string): Document {
  let document = parsed.get(pagePath)
  if (!document) {
    document = parseDocument(builtFile(htmlFileOf(pagePath)))
    parsed.set(pagePath, document)
  }
  return document
}

/** Text as a visitor reads it: no-break spaces as plain ones, white space collapsed. */
export function plain(node: Node | string | null | undefined): string {
  const text = typeof node === "string" ? node : (node?.textContent ?? "")
  return text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}

/** The text of each element a selector finds, as a visitor reads it. */
export function texts(scope: ParentNode, selector: string): string[] {
  return [...scope.querySelectorAll(selector)].map((element) => plain(element))
}

/** The element a selector finds, or a failure naming the selector. */
export function one(scope: ParentNode, selector: string): Element {
  const element = scope.querySelector(selector)
  if (!element) throw new Error(`nothing matches ${selector}`)
  return element
}

/** The ids of the sections in a page's <main>, in document order. */
export const sectionIds = (page: Document) =>
  [...page.querySelectorAll("main section[id]")].map((section) => section.id)

/**
 * The links of a scope whose text, as a visitor reads it (or their
 * aria-label), is `name`.
 */
export function linksNamed(scope: ParentNode, name: string | RegExp) {
  return [...scope.querySelectorAll("a")].filter((link) => {
    const label = link.getAttribute("aria-label") ?? plain(link)
    return typeof name === "string" ? label === name : name.test(label)
  })
}

/** Where each link leads. */
export const hrefs = (links: readonly Element[]) =>
  links.map((link) => link.getAttribute("href"))

/** The query parameters of a share link, decoded. */
export const shareParams = (href: string | null) =>
  new URL(href ?? "about:blank").searchParams
