import type { FastifyInstance } from "fastify"
import { readFileSync } from "node:fs"
import path from "node:path"
import type { CspManifest } from "#common/web/csp-manifest.ts"

const HSTS = "max-age=63072000; includeSubDomains; preload"

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
  "clipboard-write=(self)",
  'fullscreen=(self "https://www.youtube-nocookie.com")',
].join(", ")

/** The hardening headers every answer carries, whatever its type. */
export const HARDENING_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
}

export interface ContentSecurity {
  /**
   * The policy of a prerendered page (its own inline script hashes), by file
   * under build/client.
   */
  readonly policyFor: (htmlFile: string) => string
  /**
   * Every header of a document answer with the site-wide policy: for the
   * answers written before routing (an unreadable address, oversized
   * headers), which no hook sees.
   */
  readonly documentHeaders: (https: boolean) => Record<string, string>
}

/** Reads the policies the build computed (scripts/build/csp.ts). */
export function loadContentSecurity(buildDir: string): ContentSecurity {
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, "csp.json"), "utf8"),
  ) as CspManifest
  return {
    policyFor: (htmlFile) => manifest.pages[htmlFile] ?? manifest.policy,
    documentHeaders: (https) => ({
      ...HARDENING_HEADERS,
      "Content-Security-Policy": manifest.policy,
      "Permissions-Policy": PERMISSIONS_POLICY,
      ...(https ? { "Strict-Transport-Security": HSTS } : {}),
    }),
  }
}

/**
 * Security headers on every response: a strict CSP (computed at build by
 * scripts/build/csp.ts, one per page), nosniff, frame denial, referrer and
 * permissions policies, COOP, and HSTS when the request came over HTTPS.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  csp: ContentSecurity,
) {
  const { "Content-Security-Policy": policy } = csp.documentHeaders(false)
  app.addHook("onSend", async (request, reply) => {
    reply.headers(HARDENING_HEADERS)
    // The policies govern documents (pages, JSON, the XML feeds and sitemap,
    // which a browser may open); scripts, styles and images do not need them.
    const type = String(reply.getHeader("content-type") ?? "")
    if (/^(text\/html|application\/json|application\/xml)\b/.test(type)) {
      if (!reply.hasHeader("Content-Security-Policy")) {
        reply.header("Content-Security-Policy", policy)
      }
      reply.header("Permissions-Policy", PERMISSIONS_POLICY)
    } else {
      reply.removeHeader("Content-Security-Policy")
    }
    if (request.protocol === "https")
      reply.header("Strict-Transport-Security", HSTS)
  })
}
