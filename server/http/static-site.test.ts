import { existsSync } from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { Window } from "happy-dom"
import icoEndec from "ico-endec"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formMessages } from "#common/messages/index.ts"
import { buildApp } from "../app.ts"
import { parseEnv } from "../env.ts"
import { SPEC_ROUTES } from "../../tests/support/spec-routes.ts"

/** The static site as served: needs a build (npm test builds first). */
const buildDir = process.env.BUILD_DIR ?? "build"
// Without a build these checks are skipped locally (`npm run test:unit`), never
// in CI: `npm test` builds first.
const hasBuild = existsSync(path.join(buildDir, "csp.json"))
const skip = !hasBuild && !process.env.CI

describe.skipIf(skip)("serving the prerendered site", () => {
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
  afterAll(() => app.close())

  it.each(SPEC_ROUTES)(
    "serves %s with 200 and its content in the HTML",
    async (url) => {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.headers["content-type"]).toMatch(/^text\/html/)
      expect(res.body).toMatch(/<h1[^>]*>[^<]{3,}/)
      expect(res.headers["cache-control"]).toBe(
        "public, max-age=0, must-revalidate",
      )
    },
  )

  it("sets the document language per prefix", async () => {
    expect((await app.inject({ url: "/" })).body).toContain(
      '<html lang="es-ES"',
    )
    expect((await app.inject({ url: "/en" })).body).toContain('<html lang="en"')
    expect((await app.inject({ url: "/fr/automocion" })).body).toContain(
      '<html lang="fr-FR"',
    )
  })

  it("answers unknown paths with 404 and the not-found page in the path's language", async () => {
    const es = await app.inject({ url: "/no-existe" })
    expect(es.statusCode).toBe(404)
    expect(es.body).toContain("Página no encontrada")
    const en = await app.inject({ url: "/en/missing-page" })
    expect(en.statusCode).toBe(404)
    expect(en.body).toContain("Page not found")
  })

  it.each([
    ["/404.html", "Página no encontrada"],
    ["/404.html?x=1", "Página no encontrada"],
    ["/404", "Página no encontrada"],
    ["/en/404/index.html", "Page not found"],
    ["/en/404", "Page not found"],
  ])(
    "answers the not-found page's own address %s with 404 and the page",
    async (url, heading) => {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(404)
      expect(res.headers["content-type"]).toMatch(/^text\/html/)
      expect(res.body).toContain(heading)
    },
  )

  it.each(["/404.html", "/en/404/index.html"])(
    "answers %s with 404 also when the client accepts a precompressed copy, and for the copies themselves",
    async (url) => {
      const compressed = await app.inject({
        url,
        headers: { "accept-encoding": "br, gzip" },
      })
      expect(compressed.statusCode).toBe(404)
      for (const copy of [`${url}.br`, `${url}.gz`]) {
        expect((await app.inject({ url: copy })).statusCode).toBe(404)
      }
    },
  )

  it.each([
    "/respuesta",
    "/en/answer",
    "/fr/reponse/index.html",
    "/respuesta/index.html.br",
  ])(
    "never sends the form's answer page as built: %s answers 404 with the not-found page",
    async (url) => {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain("{answer:")
    },
  )

  it("answers a form posted without JavaScript with the site's page in its frame and font", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      payload: new URLSearchParams({
        kind: "kitDigital",
        locale: "en",
        page: "/en/kitdigital",
        name: "John Smith",
        email: "john@example.co.uk",
        company: "Smith Ltd",
        phone: "",
        message: "We would like to apply for the grant.",
        website: "",
      }).toString(),
    })
    expect(res.statusCode).toBe(201)
    const page = new Window().document
    page.write(res.body)
    expect(page.documentElement.getAttribute("lang")).toBe("en")
    // The frame: header with the logo home, footer, the site's stylesheet and font.
    expect(
      page.querySelector('header.site-header a[href="/en"]'),
    ).not.toBeNull()
    expect(page.querySelector("footer")).not.toBeNull()
    expect(page.querySelector('link[rel="stylesheet"]')).not.toBeNull()
    expect(page.querySelector('link[rel="preload"][as="font"]')).not.toBeNull()
    expect(page.querySelector("h1")?.textContent).toBe(
      formMessages.en.answerPage.sentTitle,
    )
    // One line is a paragraph, not a list of one.
    expect(page.querySelector("main li")).toBeNull()
    expect(page.querySelector("main p")?.textContent).toBe(
      formMessages.en.notices.sent.description,
    )
    expect(
      page.querySelector(`main a[href="/en/kitdigital"]`)?.textContent,
    ).toBe(formMessages.en.answerPage.back)
    expect(res.body).not.toContain("{answer:")
    // Its own scripts (the menus) may run: the policy is the built page's.
    expect(res.headers["content-security-policy"]).toMatch(/'sha256-/)
  })

  it("serves /favicon.ico, the icon in the sizes a browser asks for", async () => {
    const res = await app.inject({ url: "/favicon.ico" })
    expect(res.statusCode).toBe(200)
    expect(res.headers["content-type"]).toMatch(
      /^image\/(x-icon|vnd\.microsoft\.icon)/,
    )
    const sizes = icoEndec.decode(res.rawPayload).map((icon) => icon.width)
    expect(sizes).toEqual([16, 32, 48])
  })

  it("redirects the old contact addresses to the home contact sections", async () => {
    const es = await app.inject({ url: "/contacto" })
    expect(es.statusCode).toBe(301)
    expect(es.headers.location).toBe("/#contact")
    const en = await app.inject({ url: "/en/contact" })
    expect(en.statusCode).toBe(301)
    expect(en.headers.location).toBe("/en#contact")
  })

  it("redirects a trailing slash to the page's one address", async () => {
    const res = await app.inject({ url: "/kitdigital/?utm=x" })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe("/kitdigital?utm=x")
  })

  it("caches hashed assets for a year and serves them precompressed", async () => {
    const home = await app.inject({ url: "/" })
    const asset = home.body.match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeDefined()
    const res = await app.inject({
      url: asset!,
      headers: { "accept-encoding": "br, gzip" },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    )
    expect(res.headers["content-encoding"]).toBe("br")
  })

  it("sends the security headers, HSTS only over HTTPS", async () => {
    const res = await app.inject({ url: "/" })
    expect(res.headers["x-content-type-options"]).toBe("nosniff")
    expect(res.headers["referrer-policy"]).toBe(
      "strict-origin-when-cross-origin",
    )
    expect(res.headers["x-frame-options"]).toBe("DENY")
    expect(res.headers["permissions-policy"]).toContain("camera=()")
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin")
    expect(res.headers["strict-transport-security"]).toBeUndefined()
    const csp = String(res.headers["content-security-policy"])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("unsafe-eval")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
  })

  it("answers health checks", async () => {
    const res = await app.inject({ url: "/healthz" })
    expect(res.statusCode).toBe(200)
  })
})
