import { describe, expect, it } from "vitest"
import { entry } from "../../tests/support/content.ts"
import { renderNewsletterHtml } from "./newsletter-email.ts"
import { newsletterBlocks, newsletterIssue } from "./newsletter.ts"

const options = {
  origin: "https://example.test/",
  year: 2031,
  email: "hola@example.test",
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1] ?? "")
}

describe.each(["es", "en"] as const)("the %s newsletter e-mail", (locale) => {
  it("is a complete document with its charset and language", async () => {
    const html = renderNewsletterHtml(
      await newsletterIssue(locale),
      locale,
      options,
    )
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true)
    expect(html).toContain('<meta charset="utf-8">')
    expect(html).toMatch(new RegExp(`<html lang="${locale}`))
    expect(html.trimEnd().endsWith("</html>")).toBe(true)
  })

  it("has no script, no style sheet and a 600 px layout table", async () => {
    const html = renderNewsletterHtml(
      await newsletterIssue(locale),
      locale,
      options,
    )
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<style|<link/i)
    expect(html).toContain('width="600"')
    expect(html).toContain("max-width:600px")
  })

  it("links only to absolute addresses on the given origin, and names the year and the e-mail", async () => {
    const html = renderNewsletterHtml(
      await newsletterIssue(locale),
      locale,
      options,
    )
    const links = hrefs(html)
    expect(links.length).toBeGreaterThanOrEqual(5)
    for (const href of links)
      expect(href).toMatch(/^(https:\/\/example\.test\/|mailto:)/)
    expect(links).toContain("mailto:hola@example.test")
    expect(html).toContain("&copy; 2031")
    expect(html).toContain(">hola@example.test</a>")
  })
})

describe("the newsletter's blocks", () => {
  const words = entry("newsletter", "es")
  const post = (slug: string, cta?: { label: string; to: unknown }) => ({
    slug,
    path: `/novedades/${slug}`,
    data: {
      title: `Título de ${slug}`,
      date: new Date("2026-11-03"),
      topic: "Tema",
      summary: "Resumen de la noticia.",
      icon: "megaphone",
      accent: "clinic",
      cta,
    } as never,
  })

  it("lead to a post's button: the chat at the news page's #chat, a page, a contact address", () => {
    const blocks = newsletterBlocks(
      words,
      [
        post("chat", { label: "Probar", to: "chat" }),
        post("pagina", {
          label: "Ver",
          to: { page: "office365", hash: "formulario" },
        }),
        post("contacto", { label: "Escribir", to: { redirect: "contactEn" } }),
      ],
      "es",
    )
    expect(blocks.map((b) => b.link)).toEqual([
      { label: "Probar", href: "/novedades#chat" },
      { label: "Ver", href: "/office-365#formulario" },
      { label: "Escribir", href: "/en/contact" },
    ])
  })

  it("link a post without a button to its page, and keep the latest three", () => {
    const blocks = newsletterBlocks(
      words,
      ["a", "b", "c", "d"].map((slug) => post(slug)),
      "es",
    )
    expect(blocks.map((b) => b.link)).toEqual(
      ["a", "b", "c"].map((slug) => ({
        label: words.readMore,
        href: `/novedades/${slug}`,
      })),
    )
  })

  it("take the colour that carries white text of the post's accent", () => {
    const [block] = newsletterBlocks(words, [post("a")], "es")
    expect(block?.colour).toBe("#0A7468")
  })

  it("are escaped in the e-mail", async () => {
    const issue = await newsletterIssue("es")
    const html = renderNewsletterHtml(
      {
        ...issue,
        blocks: issue.blocks.map((b) => ({
          ...b,
          title: `<script>alert("R&D")</script>`,
        })),
      },
      "es",
      options,
    )
    expect(html).not.toContain("<script>")
    expect(html).toContain("&lt;script&gt;alert(&quot;R&amp;D&quot;)")
  })
})
