import { readFile } from "node:fs/promises"
import path from "node:path"
import { publicPageRoutes, type PageRoute } from "../../app/config/pages.ts"

export interface BuiltPage extends PageRoute {
  /** The prerendered file, relative to build/client. */
  readonly htmlFile: string
  readonly title: string
  readonly description: string
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

/** Every public page with the title and description it was prerendered with. */
export async function builtPages(clientDir: string): Promise<BuiltPage[]> {
  return Promise.all(
    publicPageRoutes.map(async (route) => {
      const htmlFile = htmlFileOf(route.path)
      const html = await readFile(path.join(clientDir, htmlFile), "utf8")
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")
      const description = decodeEntities(
        html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "",
      )
      return { ...route, htmlFile, title, description }
    }),
  )
}
