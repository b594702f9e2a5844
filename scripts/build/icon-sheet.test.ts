import { describe, expect, it } from "vitest"
import { spriteSymbols, withIconSheet } from "./icon-sheet.ts"

const symbols = spriteSymbols(
  '<svg xmlns="http://www.w3.org/2000/svg">' +
    '<symbol id="icon-mail" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
    '<symbol id="icon-phone" viewBox="0 0 24 24"><path d="M2 2"/></symbol>' +
    '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M3 3"/></symbol>' +
    "</svg>",
)
const icon = (id: string) => `<svg class="lucide"><use href="#icon-${id}"></use></svg>`

describe("icon sheet", () => {
  it("puts the symbols of the page's icons, each once, after its content and before its scripts", () => {
    const html =
      `<html><body><div id="app"><header>${icon("phone")}</header><main>${icon("mail")}${icon("phone")}</main>` +
      `<footer>${icon("mail")}</footer><div>${icon("phone")}</div></div>` +
      '<script id="page-data" type="application/json">{}</script><script>go()</script></body></html>'
    const out = withIconSheet(html, symbols)
    expect(out).toBe(
      html.replace(
        '<script id="page-data"',
        '<svg id="icon-sheet" hidden>' +
          '<symbol id="icon-mail" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
          '<symbol id="icon-phone" viewBox="0 0 24 24"><path d="M2 2"/></symbol>' +
          '</svg><script id="page-data"',
      ),
    )
  })

  it("goes at the end of a page without a footer or a script", () => {
    const out = withIconSheet(`<html><body><main>${icon("x")}</main></body></html>`, symbols)
    expect(out).toMatch(/<\/main><svg id="icon-sheet" hidden><symbol id="icon-x" [^]*<\/svg><\/body><\/html>$/)
  })

  it("leaves a page without icons as it is, and stops on an icon the sprite does not draw", () => {
    const plain = "<html><body><main><p>Hola</p></main></body></html>"
    expect(withIconSheet(plain, symbols)).toBe(plain)
    expect(() =>
      withIconSheet(`<html><body>${icon("bell")}</body></html>`, symbols, "aviso.html"),
    ).toThrow("aviso.html: no symbol icon-bell in the icon sprite")
  })
})
