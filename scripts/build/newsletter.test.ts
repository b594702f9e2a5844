import { mkdtemp, readFile, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { newsletterContent } from "../../app/content/newsletter/index.ts"
import { renderNewsletterHtml, writeNewsletters } from "./newsletter.ts"

const options = {
  origin: "https://example.test/",
  year: 2031,
  email: "hola@example.test",
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1] ?? "")
}

describe("renderNewsletterHtml", () => {
  for (const locale of ["es", "en"] as const) {
    const html = renderNewsletterHtml(
      newsletterContent[locale],
      locale,
      options,
    )

    it(`writes a complete ${locale} document with its charset and language`, () => {
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true)
      expect(html).toContain('<meta charset="utf-8">')
      expect(html).toMatch(new RegExp(`<html lang="${locale}`))
      expect(html.trimEnd().endsWith("</html>")).toBe(true)
    })

    it(`has no script, no style sheet and a 600 px layout table (${locale})`, () => {
      expect(html).not.toMatch(/<script/i)
      expect(html).not.toMatch(/<style|<link/i)
      expect(html).toContain('width="600"')
      expect(html).toContain("max-width:600px")
    })

    it(`links only to absolute addresses on the given origin (${locale})`, () => {
      const links = hrefs(html)
      expect(links.length).toBeGreaterThanOrEqual(5)
      for (const href of links)
        expect(href).toMatch(/^(https:\/\/example\.test\/|mailto:)/)
      expect(links).toContain("mailto:hola@example.test")
    })

    it(`names the year and the contact e-mail in the footer (${locale})`, () => {
      expect(html).toContain("&copy; 2031")
      expect(html).toContain(">hola@example.test</a>")
    })
  }

  it("links the agent block to the chat of the news page", () => {
    const es = renderNewsletterHtml(newsletterContent.es, "es", options)
    const en = renderNewsletterHtml(newsletterContent.en, "en", options)
    expect(hrefs(es)).toContain("https://example.test/novedades#chat")
    expect(hrefs(en)).toContain("https://example.test/en/novedades#chat")
    expect(hrefs(es)).toContain("https://example.test/contacto")
    expect(hrefs(en)).toContain("https://example.test/en/contact")
  })

  it("escapes text taken from content", () => {
    const html = renderNewsletterHtml(
      {
        ...newsletterContent.es,
        greeting: `<script>alert("R&D")</script>`,
      },
      "es",
      options,
    )
    expect(html).not.toContain("<script>")
    expect(html).toContain("&lt;script&gt;alert(&quot;R&amp;D&quot;)")
  })
})

describe("writeNewsletters", () => {
  let dir = ""
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("writes one file per language under newsletter/", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "newsletter-"))
    const { files } = await writeNewsletters(dir, options)
    expect(files.sort()).toEqual([
      "newsletter/trabem-en.html",
      "newsletter/trabem-es.html",
    ])
    const es = await readFile(path.join(dir, "newsletter/trabem-es.html"), "utf8")
    expect(es).toContain(newsletterContent.es.hero.title)
  })
})
