import type { FastifyInstance } from "fastify"
import { listHtmlFiles } from "../../../scripts/build/html-files.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildApp } from "../../../server/app.ts"
import { parseEnv } from "../../../server/env.ts"
import {
  buildDir,
  builtFile,
  builtPage,
  clientDir,
  origin,
  parseDocument,
  skipWithoutBuild,
} from "../../support/built-html.ts"

/** The built site as the server answers for it: redirects and files beside the pages. */
describe.skipIf(skipWithoutBuild)("the built site as served", () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildApp({
      env: parseEnv({
        BUILD_DIR: buildDir,
        DATABASE_URL: "sqlite::memory:",
        LOG_LEVEL: "silent",
      }),
      logger: false,
    })
  })
  afterAll(() => app?.close())

  it("answers /en/, /fr and /fr/ with a redirect to the page, never 403", async () => {
    for (const [from, to] of [
      ["/en/", "/en"],
      ["/fr", "/fr/automocion"],
      ["/fr/", "/fr/automocion"],
    ] as const) {
      const response = await app.inject({ url: from })
      expect(response.statusCode, from).toBe(301)
      expect(response.headers.location, from).toBe(to)
    }
    const landed = await app.inject({ url: "/fr/automocion" })
    expect(landed.statusCode).toBe(200)
    expect(landed.body).toContain('<html lang="fr-FR"')
  })

  it("serves each language's news feed as XML, compressed when asked", async () => {
    for (const file of ["/novedades/rss.xml", "/en/novedades/rss.xml"]) {
      const response = await app.inject({
        url: file,
        headers: { "accept-encoding": "br" },
      })
      expect(response.statusCode, file).toBe(200)
      expect(response.headers["content-type"], file).toMatch(
        /^application\/xml\b/,
      )
      expect(response.headers["content-encoding"], file).toBe("br")
    }
  })

  it("leads /rss.xml, where feed readers look first, to the Spanish feed", async () => {
    const response = await app.inject({ url: "/rss.xml" })
    expect(response.statusCode).toBe(301)
    const announced = builtPage("/")
      .querySelector('head link[type="application/rss+xml"]')
      ?.getAttribute("href")
    expect(response.headers.location).toBe(new URL(announced ?? "").pathname)
    const feed = await app.inject({ url: response.headers.location })
    expect(feed.statusCode).toBe(200)
  })

  it("serves every image a page's head names: social images, icons", async () => {
    const images = new Map<string, string>()
    for (const file of await listHtmlFiles(clientDir)) {
      const html = builtFile(file)
      const head = parseDocument(html.slice(0, html.indexOf("</head>"))).head
      const named = [
        ...[
          ...head.querySelectorAll(
            'meta[property="og:image"], meta[name="twitter:image"]',
          ),
        ].map((meta) => meta.getAttribute("content")),
        ...[
          ...head.querySelectorAll(
            'link[rel~="icon"], link[rel="apple-touch-icon"], link[as="image"]',
          ),
        ].map((link) => link.getAttribute("href")),
      ]
      for (const address of named) {
        if (!address || address.startsWith("data:")) continue
        const url = new URL(address, origin)
        expect(url.origin, `${file}: ${address}`).toBe(origin)
        images.set(url.pathname, file)
      }
    }
    // Every page's social image, the touch icon: many more than the pages.
    expect(images.size).toBeGreaterThan(40)
    for (const [image, file] of images) {
      const response = await app.inject({ url: image })
      expect(response.statusCode, `${file}: ${image}`).toBe(200)
      expect(response.headers["content-type"], image).toMatch(/^image\//)
    }
  })

  it("serves the newsletter's e-mail HTML as a page", async () => {
    for (const file of [
      "/newsletter/trabem-es.html",
      "/newsletter/trabem-en.html",
    ]) {
      const response = await app.inject({ url: file })
      expect(response.statusCode, file).toBe(200)
      expect(response.headers["content-type"], file).toContain("text/html")
    }
  })
})
