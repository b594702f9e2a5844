import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply } from "fastify"
import { existsSync } from "node:fs"
import { readdir } from "node:fs/promises"
import path from "node:path"
import { redirects } from "#common/web/addresses.ts"
import { answerPageFiles } from "#server/routes/framed-answer.ts"
import type { ContentSecurity } from "./security.ts"

const YEAR = 60 * 60 * 24 * 365

/** Paths of the prerendered pages: each folder of the build with an index.html. */
async function prerenderedPaths(clientDir: string): Promise<Set<string>> {
  const entries = await readdir(clientDir, { recursive: true })
  const paths = new Set<string>()
  for (const entry of entries) {
    if (!entry.endsWith("index.html")) continue
    const dir = path.dirname(entry).split(path.sep).join("/")
    paths.add(dir === "." ? "/" : `/${dir}`)
  }
  return paths
}

/**
 * The built not-found pages, relative to the client folder: Astro writes the
 * Spanish one, at /404, as 404.html. They are sent with 404 for any address
 * that is not a page, and for their own.
 */
const NOT_FOUND_FILES = {
  es: "404.html",
  en: "en/404/index.html",
} as const

/** Old addresses and where they answer with a permanent redirect. */
export const REDIRECTS: ReadonlyMap<string, string> = new Map(
  Object.values(redirects).map(({ from, to }) => [from, to]),
)

function cacheControl(filePath: string): string {
  // Hashed assets never change; everything else is revalidated on each visit.
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return `public, max-age=${YEAR}, immutable`
  if (filePath.includes(`${path.sep}og${path.sep}`))
    return "public, max-age=86400"
  return "public, max-age=0, must-revalidate"
}

/**
 * Serves the prerendered site: every page at its path without a trailing
 * slash, assets with long-lived caching and precompressed variants, the
 * redirects, and the not-found page with status 404 for anything else.
 */
export async function registerSite(
  app: FastifyInstance,
  buildDir: string,
  csp: ContentSecurity,
) {
  const clientDir = path.resolve(buildDir, "client")
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`)
  }
  const pagePaths = await prerenderedPaths(clientDir)
  const pageFor = (pathname: string) =>
    pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    redirect: false,
    preCompressed: true,
    setHeaders: (reply, filePath) =>
      reply.header("Cache-Control", cacheControl(filePath)),
  })

  // Dot-folders are not served, except this one (RFC 9116).
  app.get("/.well-known/security.txt", (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .sendFile(".well-known/security.txt"),
  )

  for (const [from, to] of REDIRECTS) {
    app.get(from, (_request, reply) => reply.redirect(to, 301))
  }

  // The form's answer pages are sent filled in, never as they are built.
  const answerFiles = new Set(answerPageFiles)
  for (const pagePath of pagePaths) {
    if (pagePath === "/404" || pagePath === "/en/404") continue
    if (answerFiles.has(pageFor(pagePath))) continue
    if (REDIRECTS.has(pagePath)) continue
    const file = pageFor(pagePath)
    app.get(pagePath, (_request, reply) =>
      reply
        .header("Content-Security-Policy", csp.policyFor(file))
        .sendFile(file),
    )
  }

  // "/kitdigital/" is "/kitdigital": one address per page. A redirected
  // address answers the same with a slash ("/fr/" as "/fr"), before the
  // static files would refuse it as a folder (403).
  app.addHook("onRequest", async (request, reply) => {
    const [pathname = "/", query] = request.url.split("?")
    if (pathname.length < 2 || !pathname.endsWith("/")) return
    const trimmed = pathname.replace(/\/+$/, "")
    const redirected = REDIRECTS.get(trimmed)
    if (redirected) return reply.redirect(redirected, 301)
    if (pagePaths.has(trimmed))
      return reply.redirect(query ? `${trimmed}?${query}` : trimmed, 301)
  })

  const sendNotFound = (pathname: string, reply: FastifyReply) => {
    const page =
      pathname === "/en" || pathname.startsWith("/en/")
        ? NOT_FOUND_FILES.en
        : NOT_FOUND_FILES.es
    return reply
      .code(404)
      .header("Cache-Control", "no-cache")
      .header("Content-Security-Policy", csp.policyFor(page))
      .sendFile(page)
  }

  // The not-found pages' own files and the answer pages', and their
  // precompressed copies, are not found either: they answer 404 with the
  // not-found page, never 200.
  for (const file of [...Object.values(NOT_FOUND_FILES), ...answerFiles]) {
    for (const suffix of ["", ".br", ".gz"]) {
      app.get(`/${file}${suffix}`, (request, reply) =>
        sendNotFound(request.url.split("?")[0] ?? "/", reply),
      )
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/"
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "Not Found" })
    }
    if (pathname.startsWith("/api/"))
      return reply.code(404).send({ error: "Not Found" })
    return sendNotFound(pathname, reply)
  })

  return { pagePaths }
}
