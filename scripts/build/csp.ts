import { createHash } from "node:crypto"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { hostOf, business } from "../../app/config/business.ts"
import type { CspManifest } from "../../common/web/csp-manifest.ts"
import { listHtmlFiles } from "./html-files.ts"

/**
 * Inline <script> bodies a prerendered page runs (JSON data blocks are never
 * run, so never hashed).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ""
    const body = match[2] ?? ""
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue
    if (body.length > 0) scripts.push(body)
  }
  return scripts
}

export function sha256Source(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`
}

/** Hosts the site embeds in frames, all from the site configuration. */
export function frameHosts(): string[] {
  const hosts = [business.videoPlayer.value.host, hostOf(business.map.value.embed)]
  if (business.chatbot.value) hosts.push(hostOf(business.chatbot.value))
  return [...new Set(hosts)]
}

export function buildPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": frameHosts(),
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ")
}

/**
 * Hashes the inline scripts of each prerendered page and writes the
 * Content-Security-Policy the server sends with it (build/csp.json).
 */
export async function writeCsp(buildDir: string): Promise<{ pages: number }> {
  const clientDir = path.join(buildDir, "client")
  const pages: Record<string, string> = {}
  for (const file of await listHtmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, file), "utf8")
    const hashes = [...new Set(inlineScripts(html).map(sha256Source))]
    pages[file.split(path.sep).join("/")] = buildPolicy(hashes)
  }
  const manifest: CspManifest = { policy: buildPolicy([]), pages }
  await writeFile(path.join(buildDir, "csp.json"), JSON.stringify(manifest, null, 2))
  return { pages: Object.keys(pages).length }
}
