import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { REDIRECTS } from "../../server/http/static-site.ts"
import { decodeEntities } from "./built-pages.ts"
import { listHtmlFiles } from "./html-files.ts"

export interface BrokenLink {
  readonly page: string
  readonly href: string
  readonly reason: string
}

function pathOfHtmlFile(file: string): string {
  const dir = path.dirname(file).split(path.sep).join("/")
  return dir === "." ? "/" : `/${dir}`
}

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1] ?? "")))
}

function hrefsOf(html: string): string[] {
  // Only what a visitor can follow: anchors, not <link> tags of the head.
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ""))
}

/**
 * Every internal link and anchor of the built site: the page (or file)
 * must exist, and so must the element a #fragment points at. Redirects
 * are followed.
 */
export async function checkLinks(clientDir: string): Promise<BrokenLink[]> {
  const pages = new Map<string, { html: string; ids: Set<string> }>()
  for (const file of await listHtmlFiles(clientDir)) {
    if (!file.endsWith("index.html")) continue
    const html = await readFile(path.join(clientDir, file), "utf8")
    pages.set(pathOfHtmlFile(file), { html, ids: idsOf(html) })
  }

  const broken: BrokenLink[] = []
  for (const [pagePath, { html, ids }] of pages) {
    if (pagePath === "/404" || pagePath === "/en/404") continue
    for (const href of hrefsOf(html)) {
      if (!href.startsWith("/") && !href.startsWith("#")) continue
      if (href.startsWith("//")) continue
      const report = (reason: string) => broken.push({ page: pagePath, href, reason })
      const url = new URL(href, `http://site${pagePath}`)
      let target = url.pathname
      let hash = decodeURIComponent(url.hash.slice(1))
      const redirect = REDIRECTS.get(target)
      if (redirect) {
        const next = new URL(redirect, "http://site")
        target = next.pathname
        hash = hash || next.hash.slice(1)
      }
      const targetPage = pages.get(target.length > 1 ? target.replace(/\/$/, "") : target)
      if (!targetPage) {
        const file = path.join(clientDir, target)
        if (!existsSync(file) || target.endsWith("/")) report("no such page or file")
        continue
      }
      if (target === "/404" || target === "/en/404") report("links to the not-found page")
      const targetIds = target === pagePath ? ids : targetPage.ids
      if (hash && !targetIds.has(hash)) report(`no element #${hash} on ${target}`)
    }
  }
  return broken
}
