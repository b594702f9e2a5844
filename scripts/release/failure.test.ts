import { describe, expect, it } from "vitest"
import { failureLine } from "./failure.ts"

const project = "/srv/trabem/releases/20261129T000000Z-0123456789ab"

describe("a failed step's one line", () => {
  it("prefers the build's own line naming the file and the field", () => {
    const output = [
      "> trabem-web@1.0.0 build",
      "app/content/news/es/mi-post.md: título: falta el título de la noticia",
      "[InvalidContentEntryDataError] newsPosts → es/mi-post data does not match collection schema.",
    ].join("\n")
    expect(failureLine(output, project)).toBe(
      "app/content/news/es/mi-post.md: título: falta el título de la noticia",
    )
  })

  it("reads the file and the field from Astro's content error, without its other lines", () => {
    const output = `01:29:57 [content] Syncing content
\u001b[31m[InvalidContentEntryDataError]\u001b[39m newsPosts → es/mi-post data does not match collection schema.

  title**: **title: Required
  date**: **date: Invalid date

  Hint:
    See https://docs.astro.build/en/guides/content-collections/ for more information on content schemas.
  Location:
    ${project}/app/content/news/es/mi-post.md:0:0
  Stack trace:
    at getEntryData (/x/node_modules/astro/dist/content/utils.js:126:9)
`
    expect(failureLine(output, project)).toBe(
      "app/content/news/es/mi-post.md: title: Required; date: Invalid date",
    )
  })

  it("otherwise gives the last line that reads as an error, not npm's own", () => {
    const output = [
      "building…",
      "Error: Cannot find module 'x'",
      "    at load (node:internal)",
      "npm error Lifecycle script `build` failed with error:",
    ].join("\n")
    expect(failureLine(output, project)).toBe("Error: Cannot find module 'x'")
  })
})
