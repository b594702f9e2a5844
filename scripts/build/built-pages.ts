import { readFile } from "node:fs/promises"
import path from "node:path"
import { listHtmlFiles } from "./html-files.ts"

/**
 * A public page as the build wrote it: what search engines and sharing read
 * from its head. Whatever builds a page (the page table, a tutorial, a news
 * post) puts it in the sitemap and gives it a social image.
 */
export interface BuiltPage {
  /** The prerendered file, relative to build/client. */
  readonly htmlFile: string
  /** Its address, from its canonical link. */
  readonly url: string
  readonly title: string
  readonly description: string
  /** Its social image's address (og:image). */
  readonly image: string
  /** The page's accent (`<body data-accent>`). */
  readonly accent: string
  /** hreflang alternates: the page in each language, and x-default. */
  readonly alternates: readonly { hrefLang: string; href: string }[]
}

/** The built file of a page: `<path>/index.html`; Astro writes the page at /404 as 404.html. */
export function htmlFileOf(pagePath: string): string {
  if (pagePath === "/") return "index.html"
  if (pagePath === "/404") return "404.html"
  return `${pagePath.slice(1)}/index.html`
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
}

const attribute = (html: string, pattern: RegExp) =>
  decodeEntities(pattern.exec(html)?.[1] ?? "")

/** A built page's head, or nothing for a file that is not a public page (no canonical link). */
export function readBuiltPage(
  htmlFile: string,
  html: string,
): BuiltPage | undefined {
  const head = html.slice(0, html.indexOf("</head>"))
  const url = attribute(head, /<link rel="canonical" href="([^"]*)"/)
  if (!url) return undefined
  return {
    htmlFile,
    url,
    title: attribute(head, /<title>([^<]*)<\/title>/),
    description: attribute(head, /<meta name="description" content="([^"]*)"/),
    image: attribute(head, /<meta property="og:image" content="([^"]*)"/),
    accent: attribute(html, /<body[^>]* data-accent="([^"]*)"/),
    alternates: [
      ...head.matchAll(
        /<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g,
      ),
    ].map(([, hrefLang = "", href = ""]) => ({
      hrefLang,
      href: decodeEntities(href),
    })),
  }
}

/** Every public page of the build, in the order of its files. */
export async function builtPages(clientDir: string): Promise<BuiltPage[]> {
  const pages = await Promise.all(
    (await listHtmlFiles(clientDir)).map(async (file) =>
      readBuiltPage(file, await readFile(path.join(clientDir, file), "utf8")),
    ),
  )
  return pages.filter((page): page is BuiltPage => page !== undefined)
}
