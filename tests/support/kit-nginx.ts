import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs"
import { request } from "node:https"
import { request as plainRequest, type IncomingHttpHeaders } from "node:http"
import path from "node:path"
import { expect } from "vitest"
import { freePort } from "../../server/testing/free-port.ts"
import { waitFor } from "../../server/testing/wait-for.ts"

/**
 * Debian's nginx on loopback with the kit's site (deploy/nginx/trabem.conf),
 * for tests. Only what a test machine must change is rewritten: ports, the
 * certificate (self-signed, made here), the cache, log and stats folders;
 * each rewrite must find its line, so the tests follow the kit's file.
 */

export const NGINX = "/usr/sbin/nginx"
/** Outside CI, the kit's tests skip without nginx; in CI (which installs it) they run and fail. */
export const hasNginx = existsSync(NGINX) || Boolean(process.env.CI)
export const KIT_HOST = "www.trabem.es"

/** Replaces `from` in `text`, `times` times exactly, or fails naming it. */
export function rewrite(text: string, from: string, to: string, times = 1) {
  const found = text.split(from).length - 1
  if (found !== times)
    throw new Error(
      `the kit's nginx site has "${from}" ${found} times, not ${times}`,
    )
  return text.split(from).join(to)
}

export interface Answer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A request to nginx on loopback, for the kit's host name. */
export function fetchVia(
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
        headers: { host: KIT_HOST, ...options.headers },
        agent: false,
        ...(options.ca ? { ca: options.ca, servername: KIT_HOST } : {}),
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

/** The kit's site listening on loopback at `ports`, its files in `prefix`; the upstream is left to the caller. */
export function kitSiteOnLoopback(
  prefix: string,
  ports: { readonly http: number; readonly https: number },
): string {
  let site = readFileSync("deploy/nginx/trabem.conf", "utf8")
  site = rewrite(site, "listen 80;", `listen 127.0.0.1:${ports.http};`)
  site = rewrite(
    site,
    "listen 443 ssl http2;",
    `listen 127.0.0.1:${ports.https} ssl http2;`,
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
  site = rewrite(site, "/var/cache/nginx/trabem", path.join(prefix, "cache"))
  site = rewrite(
    site,
    "/var/log/trabem/access.log",
    path.join(prefix, "access.log"),
  )
  site = rewrite(
    site,
    "/var/log/trabem/error.log",
    path.join(prefix, "error.log"),
    2,
  )
  return site
}

/** A certificate for the kit's host names, valid a day; resolves to it (PEM) for clients to trust. */
export function selfSignedCertificate(prefix: string): string {
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
      `/CN=${KIT_HOST}`,
      "-addext",
      `subjectAltName=DNS:${KIT_HOST},DNS:trabem.es`,
      "-keyout",
      path.join(prefix, "key.pem"),
      "-out",
      path.join(prefix, "cert.pem"),
    ],
    { encoding: "utf8" },
  )
  expect(certificate.status, certificate.stderr).toBe(0)
  return readFileSync(path.join(prefix, "cert.pem"), "utf8")
}

/**
 * Starts nginx with `site` in `prefix` (which holds its pid, error log,
 * cache and temporary files), after `nginx -t` passes; stop it with SIGQUIT.
 */
export function startNginx(prefix: string, site: string): ChildProcess {
  chmodSync(prefix, 0o755)
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
events { worker_connections 256; }
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
  return spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: "ignore" })
}

/** Resolves once nginx answers `https` (its loopback origin) with the server's /healthz. */
export function untilNginxAnswers(https: string, ca: string): Promise<void> {
  return waitFor(async () => {
    const answer = await fetchVia(`${https}/healthz`, { ca }).catch(
      () => undefined,
    )
    return answer?.status === 200
  })
}

export interface KitNginx {
  readonly https: string
  readonly http: string
  /** The self-signed certificate, to trust. */
  readonly ca: string
  readonly process: ChildProcess
  stop(): void
}

/**
 * Starts the kit's site in `prefix` (an empty folder) with each upstream
 * line `server HOST:KIT_PORT …;` pointing at `instances[KIT_PORT]` instead;
 * resolves once nginx answers on HTTPS, whether or not the instances do.
 */
export async function startKitNginx(
  prefix: string,
  instances: Readonly<Record<number, number>>,
  upstreamHost = "127.0.0.1",
): Promise<KitNginx> {
  chmodSync(prefix, 0o755)
  const ca = selfSignedCertificate(prefix)
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  let site = kitSiteOnLoopback(prefix, { http: httpPort, https: httpsPort })
  for (const [kitPort, port] of Object.entries(instances))
    site = rewrite(
      site,
      `server ${upstreamHost}:${kitPort} `,
      `server 127.0.0.1:${port} `,
    )
  const nginx = startNginx(prefix, site)
  const https = `https://127.0.0.1:${httpsPort}`
  await waitFor(async () => {
    const answer = await fetchVia(`${https}/robots.txt`, { ca }).catch(
      () => undefined,
    )
    return answer !== undefined
  })
  return {
    https,
    http: `http://127.0.0.1:${httpPort}`,
    ca,
    process: nginx,
    stop: () => nginx.kill("SIGQUIT"),
  }
}
