import { inlineScripts, sha256Source } from "../build/csp.ts"

/**
 * What a browser loading a page would fetch and run: the same-origin files
 * its markup references, those its stylesheets and modules reference in
 * turn, and whether the page's Content-Security-Policy lets its inline
 * scripts run. The release checks a release with these before it goes
 * live, and the release test checks the live site with them.
 */

/** `<link rel>` values that make the browser fetch the file. */
const FETCHED_LINKS = new Set([
  "stylesheet",
  "preload",
  "modulepreload",
  "icon",
  "apple-touch-icon",
  "manifest",
])

/** Attributes that name a file, by element ("*": any element). */
const FILE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  script: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["poster", "src"],
  use: ["href", "xlink:href"],
  image: ["href", "xlink:href"],
  "astro-island": ["component-url", "renderer-url", "before-hydration-url"],
}

const decode = (value: string) =>
  value
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of tag.matchAll(
    /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g,
  ))
    found.set(
      (match[1] ?? "").toLowerCase(),
      decode(match[2] ?? match[3] ?? match[4] ?? ""),
    )
  return found
}

/** A reference as a path on the site, or undefined when it leaves the site. */
function sitePath(reference: string, base: URL): string | undefined {
  const value = reference.trim()
  if (!value || value.startsWith("data:") || value.startsWith("#"))
    return undefined
  const url = new URL(value, base)
  if (url.origin !== base.origin) return undefined
  return url.pathname + url.search
}

/** The same-origin files a page's markup makes a browser fetch (not the pages it links to). */
export function pageFiles(html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl)
  const files = new Set<string>()
  const add = (value: string | undefined) => {
    const found = value === undefined ? undefined : sitePath(value, base)
    if (found) files.add(found)
  }
  for (const match of html.matchAll(/<([a-z][\w-]*)\b([^>]*)>/gi)) {
    const element = (match[1] ?? "").toLowerCase()
    const attrs = attributes(match[2] ?? "")
    if (element === "link") {
      const rels = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/)
      if (rels.some((rel) => FETCHED_LINKS.has(rel))) add(attrs.get("href"))
      continue
    }
    for (const name of FILE_ATTRIBUTES[element] ?? []) {
      const value = attrs.get(name)
      if (value === undefined) continue
      if (name === "srcset")
        for (const candidate of value.split(","))
          add(candidate.trim().split(/\s+/)[0])
      else add(value)
    }
  }
  for (const style of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    for (const file of fileFiles(style[1] ?? "", "text/css", pageUrl))
      files.add(file)
  return [...files]
}

/** The same-origin files a stylesheet (url(), @import) or a module (imports) fetches. */
export function fileFiles(
  body: string,
  contentType: string,
  fileUrl: string,
): string[] {
  const base = new URL(fileUrl)
  const found = new Set<string>()
  const add = (value: string | undefined) => {
    const file = value === undefined ? undefined : sitePath(value, base)
    if (file) found.add(file)
  }
  if (contentType.includes("css")) {
    for (const match of body.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g))
      add(match[2])
    for (const match of body.matchAll(/@import\s+["']([^"']+)["']/g))
      add(match[1])
  } else if (contentType.includes("javascript")) {
    for (const match of body.matchAll(
      /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:\.{1,2}\/|\/)[^"']+)["']/g,
    ))
      add(match[1])
    // The bundler's preload list names files from the site's root.
    for (const match of body.matchAll(/["'](assets\/[^"']+\.(?:js|css))["']/g))
      add(`/${match[1]}`)
  }
  return [...found]
}

/** The sources a policy's directive allows, falling back as a browser does. */
function directive(policy: string, name: string, fallback: string) {
  const directives = new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0]?.toLowerCase() ?? "", tokens.slice(1)]),
  )
  return directives.get(name) ?? directives.get(fallback)
}

/**
 * How many of a page's inline scripts its policy blocks: each needs its
 * hash in script-src (or default-src), unless the directive is absent or
 * allows 'unsafe-inline' without naming hashes or nonces.
 */
export function blockedInlineScripts(html: string, policy: string): number {
  const scripts = inlineScripts(html)
  if (scripts.length === 0) return 0
  const sources = directive(policy, "script-src", "default-src")
  if (sources === undefined) return 0
  const named = sources.some((source) => /^'(sha\d+|nonce)-/.test(source))
  if (sources.includes("'unsafe-inline'") && !named) return 0
  const allowed = new Set(sources)
  return scripts.filter((script) => !allowed.has(sha256Source(script))).length
}

/** Routes of a sitemap (its <loc> addresses), as paths. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(decode(match[1] ?? "/"))
    return url.pathname + url.search
  })
}

/**
 * Loads every page at `paths` from `origin` as a browser would, with every
 * file each page fetches (and the files those fetch): resolves to one line
 * per problem found (a status other than 200, an inline script the page's
 * policy blocks), none when the site is whole.
 */
export async function checkPages(
  origin: string,
  paths: readonly string[],
  concurrency = 4,
): Promise<string[]> {
  const problems: string[] = []
  const seen = new Set<string>()
  const queue: string[] = []
  const get = async (file: string) => {
    const response = await fetch(new URL(file, origin), {
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    })
    const body = await response.text()
    return { response, body }
  }
  const visitFile = async (file: string) => {
    const { response, body } = await get(file)
    if (response.status !== 200) {
      problems.push(`${file}: answered ${response.status}`)
      return
    }
    const type = response.headers.get("content-type") ?? ""
    for (const next of fileFiles(body, type, new URL(file, origin).href))
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
  }
  const visitPage = async (page: string) => {
    const { response, body } = await get(page)
    if (response.status !== 200) {
      problems.push(`${page}: answered ${response.status}`)
      return
    }
    const blocked = blockedInlineScripts(
      body,
      response.headers.get("content-security-policy") ?? "",
    )
    if (blocked > 0)
      problems.push(
        `${page}: its Content-Security-Policy blocks ${blocked} of its inline scripts`,
      )
    for (const file of pageFiles(body, new URL(page, origin).href))
      if (!seen.has(file)) {
        seen.add(file)
        queue.push(file)
      }
  }
  const pages = [...paths]
  const worker = async () => {
    for (;;) {
      const page = pages.shift()
      if (page !== undefined) {
        await visitPage(page)
        continue
      }
      const file = queue.shift()
      if (file === undefined) return
      await visitFile(file)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  // Files found by the last pages a worker read, after others had stopped.
  while (queue.length > 0)
    await Promise.all(queue.splice(0).map((file) => visitFile(file)))
  return problems
}
