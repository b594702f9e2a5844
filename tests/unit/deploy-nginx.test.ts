import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs"
import { request } from "node:https"
import { request as plainRequest, type IncomingHttpHeaders } from "node:http"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openDatabase } from "../../server/db/database.ts"
import { addressKey } from "../../server/routes/contact-request.ts"
import { freePort } from "../../server/testing/free-port.ts"
import { fakeBuild, validLead } from "../../server/testing/harness.ts"
import { startServerProcess } from "../../server/testing/server-process.ts"
import { waitFor } from "../../server/testing/wait-for.ts"
import { unitEnvironment } from "../support/systemd-unit.ts"

/**
 * Debian's nginx on loopback with the kit's site (deploy/nginx/trabem.conf),
 * in front of the server started with the kit's unit's settings
 * (deploy/systemd/trabem-web.service). Only what a test machine must change
 * is rewritten: ports, the certificate (self-signed, made here) and the
 * cache folder; each rewrite must find its line, so the test follows the
 * kit's files.
 */

const NGINX = "/usr/sbin/nginx"
const hasNginx = existsSync(NGINX)
const HOST = "www.trabem.es"

/** Replaces `from` in `text`, `times` times exactly, or fails naming it. */
function rewrite(text: string, from: string, to: string, times = 1) {
  const found = text.split(from).length - 1
  if (found !== times)
    throw new Error(
      `the kit's nginx site has "${from}" ${found} times, not ${times}`,
    )
  return text.split(from).join(to)
}

interface Answer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

function fetchVia(
  url: string,
  options: {
    readonly method?: string
    readonly headers?: Record<string, string>
    readonly body?: string
    readonly ca?: string
  } = {},
): Promise<Answer> {
  const target = new URL(url)
  const send = target.protocol === "https:" ? request : plainRequest
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: options.method ?? "GET",
        headers: { host: HOST, ...options.headers },
        agent: false,
        ...(options.ca ? { ca: options.ca, servername: HOST } : {}),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        )
      },
    )
    req.on("error", reject)
    req.end(options.body)
  })
}

const securityHeaders = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
]

describe.skipIf(!hasNginx)(
  hasNginx
    ? "the deployment kit's nginx in front of the server"
    : `the deployment kit's nginx: skipped, ${NGINX} is not installed (apt-get install -y nginx)`,
  () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), "trabem-nginx-"))
    const build = fakeBuild()
    const databaseFile = path.join(prefix, "leads.sqlite")
    const asset = `console.log(${JSON.stringify("x".repeat(4000))})\n`
    let nginx: ChildProcess | undefined
    let server: ChildProcess | undefined
    let https = ""
    let http = ""
    let direct = ""
    let ca = ""

    beforeAll(async () => {
      chmodSync(prefix, 0o755)
      mkdirSync(path.join(build, "client", "assets"))
      writeFileSync(
        path.join(build, "client", "assets", "app-3f9a1c.js"),
        asset,
      )
      const certificate = spawnSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:prime256v1",
          "-nodes",
          "-days",
          "1",
          "-subj",
          `/CN=${HOST}`,
          "-addext",
          `subjectAltName=DNS:${HOST},DNS:trabem.es`,
          "-keyout",
          path.join(prefix, "key.pem"),
          "-out",
          path.join(prefix, "cert.pem"),
        ],
        { encoding: "utf8" },
      )
      expect(certificate.status, certificate.stderr).toBe(0)
      ca = readFileSync(path.join(prefix, "cert.pem"), "utf8")

      const [httpPort, httpsPort, serverPort] = [
        await freePort(),
        await freePort(),
        await freePort(),
      ]
      const unit = readFileSync("deploy/systemd/trabem-web.service", "utf8")
      const settings = unitEnvironment(unit)
      server = await startServerProcess({
        ...settings,
        PORT: String(serverPort),
        DATABASE_URL: `sqlite:${databaseFile}`,
        BUILD_DIR: build,
        RATE_LIMIT_PER_HOUR: "2",
        LOG_LEVEL: "warn",
      })

      let site = readFileSync("deploy/nginx/trabem.conf", "utf8")
      site = rewrite(site, "listen 80;", `listen 127.0.0.1:${httpPort};`)
      site = rewrite(
        site,
        "listen 443 ssl http2;",
        `listen 127.0.0.1:${httpsPort} ssl http2;`,
      )
      site = rewrite(site, "listen [::]:80;\n", "")
      site = rewrite(site, "listen [::]:443 ssl http2;\n", "")
      site = rewrite(
        site,
        "/etc/letsencrypt/live/www.trabem.es/fullchain.pem",
        path.join(prefix, "cert.pem"),
      )
      site = rewrite(
        site,
        "/etc/letsencrypt/live/www.trabem.es/privkey.pem",
        path.join(prefix, "key.pem"),
      )
      site = rewrite(
        site,
        "/var/cache/nginx/trabem",
        path.join(prefix, "cache"),
      )
      site = rewrite(
        site,
        `server ${settings.HOST}:${settings.PORT};`,
        `server 127.0.0.1:${serverPort};`,
      )
      writeFileSync(path.join(prefix, "site.conf"), site)
      for (const dir of ["cache", "tmp"]) {
        mkdirSync(path.join(prefix, dir))
        chmodSync(path.join(prefix, dir), 0o777)
      }
      const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
        .map((kind) => `${kind}_temp_path ${path.join(prefix, "tmp", kind)};`)
        .join("\n  ")
      writeFileSync(
        path.join(prefix, "nginx.conf"),
        `worker_processes 1;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${temp}
  include ${path.join(prefix, "site.conf")};
}
`,
      )
      const args = [
        "-p",
        prefix,
        "-c",
        path.join(prefix, "nginx.conf"),
        "-e",
        path.join(prefix, "error.log"),
      ]
      const check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" })
      expect(check.status, check.stderr).toBe(0)
      expect(check.stderr).toContain("test is successful")

      nginx = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: "ignore" })
      https = `https://127.0.0.1:${httpsPort}`
      http = `http://127.0.0.1:${httpPort}`
      direct = `http://127.0.0.1:${serverPort}`
      await waitFor(async () => {
        const answer = await fetchVia(`${https}/healthz`, { ca }).catch(
          () => undefined,
        )
        return answer?.status === 200
      })
    })

    afterAll(() => {
      nginx?.kill("SIGQUIT")
      server?.kill("SIGTERM")
    })

    it("sends HTTP to HTTPS", async () => {
      const answer = await fetchVia(`${http}/kitdigital?x=1`)
      expect(answer.status).toBe(301)
      expect(answer.headers.location).toBe(
        "https://www.trabem.es/kitdigital?x=1",
      )
    })

    it("counts a client that forges X-Forwarded-For by its own address", async () => {
      const codes: number[] = []
      for (const forged of [
        "203.0.113.7",
        "198.51.100.1, 203.0.113.8",
        "10.0.0.9",
      ])
        codes.push(
          (
            await fetchVia(`${https}/api/contact`, {
              ca,
              method: "POST",
              headers: {
                "content-type": "application/json",
                origin: "https://www.trabem.es",
                "x-forwarded-for": forged,
              },
              body: JSON.stringify(validLead),
            })
          ).status,
        )
      expect(codes).toEqual([201, 201, 429])
      const database = await openDatabase(`sqlite:${databaseFile}`)
      const counts = await database.db
        .selectFrom("rate_limits")
        .select(["client", "hits"])
        .execute()
      await database.db.destroy()
      // nginx saw the client at 127.0.0.1: its count, whatever it wrote.
      expect(counts).toEqual([{ client: addressKey("127.0.0.1"), hits: 3 }])
    })

    it("passes the server's security headers through, with HSTS since the request came over HTTPS", async () => {
      const proxied = await fetchVia(`${https}/`, { ca })
      const own = await fetchVia(`${direct}/`)
      expect(proxied.status).toBe(200)
      for (const name of securityHeaders) {
        expect(own.headers[name], name).toBeTruthy()
        expect(proxied.headers[name], name).toBe(own.headers[name])
      }
      expect(own.headers["strict-transport-security"]).toBeUndefined()
      expect(proxied.headers["strict-transport-security"]).toMatch(
        /max-age=\d+/,
      )
      expect(proxied.headers.server).toBe("nginx")
    })

    it("answers unknown paths with the server's own 404 page", async () => {
      const proxied = await fetchVia(`${https}/no-existe`, { ca })
      const own = await fetchVia(`${direct}/no-existe`)
      expect(own.status).toBe(404)
      expect(proxied.status).toBe(404)
      expect(proxied.body).toBe(own.body)
      expect(proxied.body).not.toContain("nginx")
    })

    it("caches hashed assets for a year in browsers and a week in nginx, and compresses them", async () => {
      const url = `${https}/assets/app-3f9a1c.js`
      const first = await fetchVia(url, { ca })
      const second = await fetchVia(url, { ca })
      expect(first.body).toBe(asset)
      expect(first.headers["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      )
      expect(second.headers["x-cache-status"]).toBe("HIT")
      const gzipped = await fetchVia(url, {
        ca,
        headers: { "accept-encoding": "gzip" },
      })
      expect(gzipped.headers["content-encoding"]).toBe("gzip")
      expect(Number(gzipped.headers["content-length"] ?? 0)).toBeLessThan(
        asset.length,
      )
    })
  },
)
