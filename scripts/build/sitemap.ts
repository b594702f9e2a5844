import { writeFile } from "node:fs/promises"
import path from "node:path"
import { escapeHtml } from "../../common/web/html.ts"
import { localeTag, type Locale } from "../../app/config/locales.ts"
import { pages, publicPageRoutes } from "../../app/config/pages.ts"

/**
 * sitemap.xml: every public page, each with its hreflang alternates (x-default:
 * the Spanish original).
 */
export function sitemapXml(origin: string, lastModified: string): string {
  const urls = publicPageRoutes.map((route) => {
    const paths: Partial<Record<Locale, string>> = pages[route.pageId].paths
    const alternates = Object.entries(paths).map(
      ([locale, p]) =>
        `    <xhtml:link rel="alternate" hreflang="${localeTag[locale as Locale]}" href="${escapeHtml(origin + p)}"/>`,
    )
    if (paths.es) {
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + paths.es)}"/>`)
    }
    return [
      "  <url>",
      `    <loc>${escapeHtml(origin + route.path)}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      ...alternates,
      "  </url>",
    ].join("\n")
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n")
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n")
}

export async function writeSitemap(clientDir: string, origin: string) {
  const today = new Date().toISOString().slice(0, 10)
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(origin, today))
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin))
  return { urls: publicPageRoutes.length }
}
