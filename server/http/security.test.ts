import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildApp } from "../app.ts"
import { parseEnv } from "../env.ts"

/** What public HTTP security scanners check, on the real server over the real build. */
const buildDir = process.env.BUILD_DIR ?? "build"
// Without a build these checks are skipped locally (`npm run test:unit`), never
// in CI: `npm test` builds first.
const hasBuild = existsSync(path.join(buildDir, "csp.json"))
const skip = !hasBuild && !process.env.CI

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe.skipIf(skip)("security headers", () => {
  let app: FastifyInstance
  const pagesToCheck = [
    "/",
    "/en",
    "/trabemflex-salud",
    "/fr/automocion",
    "/ayuda",
    "/privacidad",
    "/no-such-page",
    // The news feeds, XML documents a browser may open.
    "/novedades/rss.xml",
    "/en/novedades/rss.xml",
  ]

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

  it.each(pagesToCheck)(
    "%s has a strict Content-Security-Policy",
    async (url) => {
      const res = await app.inject({ url })
      const csp = directives(String(res.headers["content-security-policy"]))
      const script = csp.get("script-src") ?? []
      expect(script[0]).toBe("'self'")
      expect(
        script.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
      ).toBe(true)
      expect(script).not.toContain("'unsafe-inline'")
      expect(script).not.toContain("'unsafe-eval'")
      expect(csp.get("default-src")).toEqual(["'self'"])
      expect(csp.get("object-src")).toEqual(["'none'"])
      expect(csp.get("base-uri")).toEqual(["'self'"])
      expect(csp.get("form-action")).toEqual(["'self'"])
      expect(csp.get("frame-ancestors")).toEqual(["'none'"])
      for (const host of csp.get("frame-src") ?? [])
        expect(host).toMatch(/^https:\/\/[a-z0-9.-]+$/)
    },
  )

  it("allows exactly the inline scripts each page runs", async () => {
    const { createHash } = await import("node:crypto")
    const hash = (body: string) =>
      `'sha256-${createHash("sha256").update(body).digest("base64")}'`
    // Every page but the newsletter runs the frame's module written into it, a page
    // whose sections reveal the reveal module too, a page with a video or the map the
    // facades module, and a page with an island Astro's island runtime (two scripts):
    // five on the home page, one on a legal page.
    for (const [url, count] of [
      ["/", 5],
      ["/aviso-legal", 1],
      ["/mailchimp", 0],
    ] as const) {
      const res = await app.inject({ url })
      const inline = [
        ...res.body.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ]
        .map((m) => m[1] ?? "")
        .filter(Boolean)
      expect(inline, url).toHaveLength(count)
      const policy = String(res.headers["content-security-policy"])
      const allowed = policy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []
      expect(allowed.sort(), url).toEqual(inline.map(hash).sort())
    }
  })

  it("sends the other hardening headers and sets no cookies", async () => {
    for (const url of pagesToCheck) {
      const res = await app.inject({ url })
      expect(res.headers["x-content-type-options"]).toBe("nosniff")
      expect(res.headers["x-frame-options"]).toBe("DENY")
      expect(res.headers["referrer-policy"]).toBe(
        "strict-origin-when-cross-origin",
      )
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin")
      expect(res.headers["permissions-policy"]).toMatch(
        /camera=\(\).*microphone=\(\)/,
      )
      expect(res.headers["set-cookie"]).toBeUndefined()
      expect(res.headers["x-powered-by"]).toBeUndefined()
    }
  })

  it("sends HSTS when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await buildApp({
      env: parseEnv({
        BUILD_DIR: buildDir,
        DATABASE_URL: "sqlite::memory:",
        TRUST_PROXY: "1",
      }),
      logger: false,
    })
    try {
      const res = await proxied.inject({
        url: "/",
        headers: { "x-forwarded-proto": "https" },
      })
      expect(res.headers["strict-transport-security"]).toMatch(
        /max-age=\d{8,}; includeSubDomains/,
      )
      const plain = await proxied.inject({ url: "/" })
      expect(plain.headers["strict-transport-security"]).toBeUndefined()
    } finally {
      await proxied.close()
    }
  })

  it("loads no script from another origin, so no subresource integrity is needed", async () => {
    const clientDir = path.join(buildDir, "client")
    for (const file of [
      "index.html",
      "en/index.html",
      "trabem-connext/index.html",
    ]) {
      const html = await readFile(path.join(clientDir, file), "utf8")
      const external = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(
        (m) => m[1] ?? "",
      )
      expect(external.filter((src) => /^(https?:)?\/\//.test(src))).toEqual([])
      const sheets = [
        ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
      ].map((m) => m[1] ?? "")
      expect(sheets.filter((href) => /^(https?:)?\/\//.test(href))).toEqual([])
    }
  })
})
