import helmet from "@fastify/helmet"
import type { FastifyInstance } from "fastify"
import { readFileSync } from "node:fs"
import path from "node:path"

interface CspManifest {
  readonly policy: string
  readonly pages: Readonly<Record<string, string>>
}

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

export interface ContentSecurity {
  /** The policy of a prerendered page (its own inline script hashes), by file under build/client. */
  readonly policyFor: (htmlFile: string) => string
}

/**
 * Security headers on every response: a strict CSP (computed at build by
 * scripts/build/csp.ts, one per page), nosniff, frame denial, referrer and
 * permissions policies, COOP, and HSTS when the request came over HTTPS.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  buildDir: string,
): Promise<ContentSecurity> {
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, "csp.json"), "utf8"),
  ) as CspManifest
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  })
  app.addHook("onSend", async (request, reply) => {
    // The policies govern documents; scripts, styles and images do not need them repeated.
    const type = String(reply.getHeader("content-type") ?? "")
    if (type.startsWith("text/html") || type.startsWith("application/json")) {
      if (!reply.hasHeader("Content-Security-Policy")) {
        reply.header("Content-Security-Policy", manifest.policy)
      }
      reply.header("Permissions-Policy", PERMISSIONS_POLICY)
    } else {
      reply.removeHeader("Content-Security-Policy")
    }
    if (request.protocol === "https") {
      reply.header(
        "Strict-Transport-Security",
        "max-age=63072000; includeSubDomains; preload",
      )
    }
  })
  return {
    policyFor: (htmlFile) => manifest.pages[htmlFile] ?? manifest.policy,
  }
}
