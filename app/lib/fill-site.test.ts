import { afterEach, describe, expect, it, vi } from "vitest"
import { markdownEntries } from "../../tests/support/content.ts"
import { escapeHtml, fillHtml, legalValues } from "./fill-site.ts"

const legal = markdownEntries("legal")

describe("legal texts", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("name only values the site fills in, and have them all filled", () => {
    expect(legal).toHaveLength(8)
    for (const page of legal) {
      const locale = page.locale === "en" ? "en" : "es"
      const filled = fillHtml(
        JSON.stringify(page.data) + page.body,
        legalValues(locale),
        page.file,
      )
      expect(filled, page.file).not.toMatch(/\{\w+\}/)
    }
    const notice = legal.find((p) => p.slug === "aviso-legal")
    expect(fillHtml(notice?.body ?? "", legalValues("es"), "")).toContain(
      "Alcantarilla",
    )
  })

  it("write the values as text: markup in the configuration is escaped", () => {
    expect(
      fillHtml("<p>{legalName}</p>", { legalName: `A & B <i>"C"</i>` }, "x"),
    ).toBe("<p>A &#38; B &#60;i&#62;&#34;C&#34;&#60;/i&#62;</p>")
    expect(escapeHtml("O'Brien")).toBe("O&#39;Brien")
  })

  it("stop the build at a value the site does not know, naming the file", () => {
    expect(() =>
      fillHtml("{legalNam}", legalValues("es"), "legal/es/aviso-legal.md"),
    ).toThrow(/legal\/es\/aviso-legal\.md: \{legalNam\}/)
  })

  it("keep the privacy policy's sections at their published anchors", () => {
    const privacy = legal.find(
      (p) => p.slug === "privacidad" && p.locale === "es",
    )
    const ids = [...(privacy?.body ?? "").matchAll(/^## .* \{#([\w-]+)\}$/gm)]
    expect(ids.map((m) => m[1])).toEqual(
      expect.arrayContaining([
        "responsable",
        "finalidades",
        "conservacion",
        "derechos",
      ]),
    )
    expect(privacy?.body).toContain("6.1.b RGPD")
  })
})
