import { writeFile } from "node:fs/promises"
import path from "node:path"
import { escapeHtml } from "../../common/web/html.ts"
import type { BuiltPage } from "./built-pages.ts"

/**
 * sitemap.xml: every public page the build wrote, each with the hreflang
 * alternates its head names (x-default: the Spanish original).
 */
export function sitemapXml(
  pages: readonly BuiltPage[],
  lastModified: string,
): string {
  const urls = pages.map((page) =>
    [
      "  <url>",
      `    <loc>${escapeHtml(page.url)}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      ...page.alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hrefLang)}" href="${escapeHtml(alternate.href)}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n")
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")
}

export async function writeSitemap(
  clientDir: string,
  pages: readonly BuiltPage[],
  origin: string,
) {
  const today = new Date().toISOString().slice(0, 10)
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(pages, today))
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin))
  return { urls: pages.length }
}
