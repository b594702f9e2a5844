import type { HarfBuzz } from "harfbuzzjs"
import { existsSync } from "node:fs"
import { readFile, readdir } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import subsetFont from "subset-font"
import { beforeAll, describe, expect, it } from "vitest"
import {
  drawsIconsInPage,
  pagePath,
  pageRoutes,
  pages,
} from "../../app/config/pages.ts"
import { socialImagePath } from "../../app/lib/meta.ts"
import { postSocialImage } from "../../app/lib/news-paths.ts"
import { tutorialImagePath } from "../../app/lib/tutorial-guide.ts"
import {
  newsPostRoutes,
  sitePublicRoutes,
  tutorialRoutes,
} from "../../scripts/site-routes.ts"
import { checkLinks } from "../../scripts/build/check-links.ts"
import { decodeEntities, htmlFileOf } from "../../scripts/build/built-pages.ts"
import {
  unicodeRange,
  webFontFile,
  webFontRanges,
  webFontWeights,
} from "../../app/config/web-font.ts"
import { webFontSource } from "../../scripts/build/web-font.ts"
import { builtPage } from "../support/built-html.ts"

/** Checks of what `npm run build` produced (npm test builds first). */

const publicPageRoutes = sitePublicRoutes()
/** The social image of a page: the page table's, its tutorial's or its news post's. */
function imageOf(route: (typeof publicPageRoutes)[number]) {
  const slug = route.path.split("/").at(-1) ?? ""
  if (route.pageId === "tutorial") return tutorialImagePath(slug, route.locale)
  if (route.path !== pagePath(route.pageId, route.locale))
    return postSocialImage(route.locale, slug)
  return socialImagePath(route.pageId, route.locale)
}
const buildDir = process.env.BUILD_DIR ?? "build"
const clientDir = path.join(buildDir, "client")
const origin = (process.env.SITE_URL ?? "https://www.trabem.es").replace(
  /\/+$/,
  "",
)
// Without a build these checks are skipped locally (`npm run test:unit`), never
// in CI: `npm test` builds first.
const hasBuild = existsSync(path.join(buildDir, "csp.json"))
const skip = !hasBuild && !process.env.CI

const read = (file: string) => readFile(path.join(clientDir, file), "utf8")

function jsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => JSON.parse(m[1] ?? "") as Record<string, unknown>)
}

/** The text an island's props carry, by where it sits (Astro writes a value `v` as `[0, v]`). */
function propTexts(props: unknown, at = ""): [string, string][] {
  if (typeof props === "string") return [[at, props]]
  if (Array.isArray(props))
    return typeof props[0] === "number" && props.length === 2
      ? propTexts(props[1], at)
      : props.flatMap((item, i) => propTexts(item, `${at}.${i}`))
  if (props && typeof props === "object")
    return Object.entries(props).flatMap(([key, value]) =>
      propTexts(value, at ? `${at}.${key}` : key),
    )
  return []
}

describe.skipIf(skip)("the built site", () => {
  let sitemap = ""
  beforeAll(async () => {
    sitemap = await read("sitemap.xml")
  })

  it("lists every public page in sitemap.xml with its hreflang alternates", () => {
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /,
    )
    expect(sitemap.match(/<url>/g)).toHaveLength(publicPageRoutes.length)
    expect(sitemap.match(/<url>/g)?.length).toBe(
      sitemap.match(/<\/url>/g)?.length,
    )
    for (const route of publicPageRoutes) {
      expect(sitemap).toContain(`<loc>${origin}${route.path}</loc>`)
    }
    expect(sitemap).not.toContain("/404")
    expect(sitemap).toContain(`hreflang="en" href="${origin}/en/canteras"`)
    expect(sitemap).toContain(`hreflang="fr-FR" href="${origin}/fr/automocion"`)
    expect(sitemap).toContain(`hreflang="x-default" href="${origin}/canteras"`)
  })

  it("points robots.txt at the sitemap and keeps crawlers off the API", async () => {
    const robots = await read("robots.txt")
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(robots).toContain("Disallow: /api/")
  })

  it("publishes a security.txt with a contact and a future expiry", async () => {
    const text = await read(".well-known/security.txt")
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m)
    const expires = text.match(/^Expires: (.+)$/m)?.[1]
    expect(new Date(expires ?? 0).getTime()).toBeGreaterThan(Date.now())
  })

  it("describes the business as a LocalBusiness on the home pages", async () => {
    for (const locale of ["es", "en"] as const) {
      const html = await read(htmlFileOf(pages.home.paths[locale]))
      const business = jsonLd(html).find((d) => d["@type"] === "LocalBusiness")
      expect(business).toMatchObject({
        name: "TRABEM",
        telephone: expect.stringMatching(/^\+34/),
        email: expect.stringContaining("@"),
        address: {
          addressLocality: "Alcantarilla",
          addressRegion: "Murcia",
          addressCountry: "ES",
        },
        openingHoursSpecification: [{ opens: "09:00", closes: "18:00" }],
      })
      // In the page's language (schema.org gives a business no inLanguage).
      expect(business?.description).toBe(
        decodeEntities(
          /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? "",
        ),
      )
      expect(business).not.toHaveProperty("inLanguage")
    }
  })

  it("describes each product as a SoftwareApplication on its page", async () => {
    for (const p of [
      "/trabemflex-salud",
      "/trabemflex-clinica",
      "/trabem-connext",
      "/canteras",
      "/automocion",
      "/en/trabemflex-salud",
      "/en/trabemflex-clinica",
      "/en/trabem-connext",
      "/en/canteras",
    ]) {
      const app = jsonLd(await read(htmlFileOf(p))).find(
        (d) => d["@type"] === "SoftwareApplication",
      )
      expect(app, p).toMatchObject({
        name: expect.any(String),
        applicationCategory: expect.any(String),
      })
      expect(app?.url).toBe(origin + p)
    }
  })

  it("gives each tutorial breadcrumbs through the help centre, in its language", async () => {
    const trails = {
      es: { names: ["Inicio", "Centro de ayuda"], home: "/", help: "/ayuda" },
      en: { names: ["Home", "Help centre"], home: "/en", help: "/en/ayuda" },
    } as const
    for (const slug of [
      "informes",
      "albaranes",
      "clientes",
      "transportistas",
      "facturas",
    ])
      for (const [locale, trail] of Object.entries(trails)) {
        const p = locale === "es" ? `/${slug}` : `/en/${slug}`
        const html = await read(htmlFileOf(p))
        const crumbs = jsonLd(html).find((d) => d["@type"] === "BreadcrumbList")
        const items = crumbs?.itemListElement as {
          item: string
          name: string
        }[]
        expect(items.map((i) => i.item)).toEqual([
          origin + trail.home,
          origin + trail.help,
          origin + p,
        ])
        const title = decodeEntities(
          html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "",
        )
        const names = items.map((i) => i.name)
        expect(names.slice(0, 2)).toEqual(trail.names)
        // The page's own title, without the site's name after it.
        expect(title.startsWith(`${names[2]} |`)).toBe(true)
      }
  })

  it("has a 1200 x 630 social image for every page, named in its Open Graph tags", async () => {
    for (const route of publicPageRoutes) {
      const image = imageOf(route)
      const png = await readFile(path.join(clientDir, image))
      expect(png.subarray(1, 4).toString()).toBe("PNG")
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
      const html = await read(htmlFileOf(route.path))
      expect(html).toContain(
        `<meta property="og:image" content="${origin}${image}">`,
      )
      // X shows it large, from the Open Graph tags.
      expect(html).toContain(
        `<meta name="twitter:card" content="summary_large_image">`,
      )
    }
  })

  it("has the favicon inline and names no manifest and no script file, and preloads the web font alone", async () => {
    const favicon = (await read("favicon.svg")).trim()
    for (const route of publicPageRoutes) {
      const html = await read(htmlFileOf(route.path))
      const head = html.slice(0, html.indexOf("</head>"))
      // The favicon travels in the page, so the browser fetches no file for it.
      const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/.exec(
        head,
      )
      // Its attributes in single quotes, which mean the same in SVG.
      expect(
        decodeURIComponent(icon?.[1] ?? "").replaceAll("'", '"'),
        route.path,
      ).toBe(favicon)
      expect(head, route.path).not.toContain('rel="manifest"')
      // The font its text is drawn in, so that a first visit's first paint has it.
      const font = /@font-face\{[^}]*src:url\("([^"]+)"\)/.exec(head)?.[1]
      expect(
        [...head.matchAll(/<link rel="(?:module)?preload"[^>]*>/g)].map(
          ([link]) => link,
        ),
        route.path,
      ).toEqual([
        `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`,
      ])
      // What a page runs at start is written into it (Astro inlines a module under
      // 4 KB that imports nothing): a script file requested beside the stylesheet
      // holds the first paint a slow phone sees. Islands fetch their own code later.
      expect(html, route.path).not.toMatch(/<script[^>]+\bsrc=/)
    }
  })

  it("draws every icon it shows from a drawing it carries once or from the built sprite file, and from the page alone where the page table says so", async () => {
    const spriteFiles = new Set<string>()
    const fromSprite = new Set<string>()
    const shapes = "path, circle, rect, line, polyline, polygon, ellipse"
    for (const route of [
      ...pageRoutes,
      ...tutorialRoutes(),
      ...newsPostRoutes(),
    ]) {
      const page = builtPage(route.path)
      const where = route.path
      const drawings = [...page.querySelectorAll('svg[id^="icon-"]')]
      // Each drawing once, inside the icon that shows it first, and drawing something.
      const ids = drawings.map((drawing) => drawing.id)
      expect(ids.length, where).toBe(new Set(ids).size)
      for (const drawing of drawings) {
        expect(drawing.id, where).toMatch(/^icon-[a-z0-9-]+$/)
        expect(drawing.parentElement?.matches("svg.icon"), where).toBe(true)
        expect(drawing.querySelector(shapes), drawing.id).not.toBeNull()
      }
      const icons = [...page.querySelectorAll("svg.icon")]
      expect(icons.length, where).toBeGreaterThan(0)
      for (const icon of icons) {
        // An icon draws its own drawing, or one from elsewhere: never nothing.
        expect(icon.children.length, where).toBe(1)
        const use = icon.querySelector(":scope > use")
        if (!use) {
          // Its own drawing: with its id, or without one inside an island, which may repeat.
          const drawing = icon.firstElementChild
          expect(drawing?.localName, where).toBe("svg")
          expect(drawing?.querySelector(shapes), where).not.toBeNull()
          continue
        }
        const href = use.getAttribute("href") ?? ""
        if (href.startsWith("#")) {
          expect(ids, `${where} ${href}`).toContain(href.slice(1))
          continue
        }
        // The pages that draw every icon themselves ask for no sprite file.
        expect(drawsIconsInPage(route.pageId), `${where} ${href}`).toBe(false)
        const [file, id] = href.split("#")
        spriteFiles.add(file ?? "")
        fromSprite.add(id ?? "")
      }
    }
    expect([...spriteFiles]).toEqual([
      expect.stringMatching(/^\/assets\/icons\.[\w-]{8}\.svg$/),
    ])
    const sprite = await read([...spriteFiles][0] ?? "")
    const inSprite = new Set(
      [...sprite.matchAll(/<svg [^>]*\bid="(icon-[^"]+)"/g)].map((m) => m[1]),
    )
    expect(fromSprite.size).toBeGreaterThan(10)
    expect([...fromSprite].filter((id) => !inSprite.has(id))).toEqual([])
  })

  it("writes the drawings' lengths without the remainders of binary arithmetic", async () => {
    // `width * 0.34` is 106.08000000000001 in floating point: 14 digits no eye can see.
    const remainder = /\d\.\d{6,}/g
    const drawings: [string, string][] = []
    for (const route of publicPageRoutes) {
      const html = await read(htmlFileOf(route.path))
      for (const [svg] of html.matchAll(/<svg[\s\S]*?<\/svg>/g))
        drawings.push([route.path, svg])
    }
    const files = (await readdir(path.join(clientDir, "assets"))).filter((f) =>
      f.endsWith(".svg"),
    )
    expect(files.length).toBeGreaterThan(1)
    for (const file of files)
      drawings.push([file, await read(path.join("assets", file))])
    expect(
      drawings.flatMap(([where, svg]) =>
        [...svg.matchAll(remainder)].map((m) => `${where}: ${m[0]}`),
      ),
    ).toEqual([])
  })

  it("writes none of a page's words into an island's props", async () => {
    for (const route of publicPageRoutes) {
      const html = await read(htmlFileOf(route.path))
      const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(
        (m) => m[0],
      )
      // The page without its islands' tags: what it shows and says.
      const page = decodeEntities(html.replace(/<astro-island\b[^>]*>/g, ""))
      for (const tag of islands) {
        const props = JSON.parse(
          decodeEntities(/ props="([^"]*)"/.exec(tag)?.[1] ?? "{}"),
        ) as unknown
        const component = / component-export="([^"]*)"/.exec(tag)?.[1]
        for (const [at, text] of propTexts(props)) {
          // Words: text with a letter and a space (a path, an id or a kind has none).
          if (!/\p{L}/u.test(text) || !/\s/.test(text)) continue
          expect(page, `${route.path}: ${component} ${at}`).not.toContain(text)
        }
      }
    }
  })

  it("serves the web font cut by `npm run font`, never swapped in late, with Arial scaled to its metrics while it loads", async () => {
    const head = await read("index.html").then((html) =>
      html.slice(0, html.indexOf("</head>")),
    )
    const faces = [...head.matchAll(/@font-face\{([^}]*)\}/g)].map(
      ([, face]) => face ?? "",
    )
    const inter = faces.filter((face) => face.includes("src:url("))
    expect(inter.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(
      webFontWeights.map(String),
    )
    for (const face of inter) {
      expect(face).toContain("font-display:optional")
      expect(face).toContain(`unicode-range:${unicodeRange()}`)
    }
    const file = /src:url\("\/([^"]+)"\)/.exec(inter[0] ?? "")?.[1] ?? ""
    expect(
      Buffer.compare(
        await readFile(path.join(clientDir, file)),
        await readFile(webFontFile),
      ),
    ).toBe(0)
    const fallbacks = faces.filter((face) => face.includes("src:local("))
    expect(fallbacks).toHaveLength(webFontWeights.length)
    for (const face of fallbacks)
      expect(face).toMatch(
        /src:local\("Arial(?: Bold)?"\).*size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:0%/,
      )
  })

  it("writes its text in the web font wherever Inter draws the character", async () => {
    // Pages, and the scripts that carry an island's messages.
    const files = (await readdir(clientDir, { recursive: true })).filter((f) =>
      /\.(html|js)$/.test(f),
    )
    const written = new Set<number>()
    for (const file of files)
      for (const char of decodeEntities(await read(file)))
        if (char > "~") written.add(char.codePointAt(0) ?? 0)
    expect(written.has(0xf1)).toBe(true) // ñ
    // The source cut to those characters keeps the ones Inter draws.
    const text = String.fromCodePoint(...written)
    const cut = await subsetFont(await readFile(webFontSource), text, {
      targetFormat: "truetype",
    })
    const hb = await (createRequire(import.meta.url)(
      "harfbuzzjs",
    ) as Promise<HarfBuzz>)
    const blob = hb.createBlob(cut)
    const face = hb.createFace(blob, 0)
    const drawn = [...face.collectUnicodes()].filter((code) =>
      written.has(code),
    )
    face.destroy()
    blob.destroy()
    expect(drawn.length).toBeGreaterThan(20)
    const inFont = (code: number) =>
      webFontRanges.some(([from, to]) => code >= from && code <= to)
    const missing = drawn.filter((code) => !inFont(code))
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([])
  })

  it("has no broken internal link or anchor on any page", async () => {
    const broken = await checkLinks(clientDir)
    expect(broken.map((b) => `${b.page}: ${b.href} (${b.reason})`)).toEqual([])
  })
})
