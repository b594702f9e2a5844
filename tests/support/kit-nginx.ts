import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs"
import { request } from "node:https"
import path from "node:path"
import { freePort } from "../../server/testing/free-port.ts"
import { waitFor } from "../../server/testing/wait-for.ts"

/**
 * Debian's nginx on loopback with the kit's site (deploy/nginx/trabem.conf).
 * Only what a test machine must change is rewritten: ports, the upstream's
 * instances, the certificate (self-signed, made here) and the cache folder;
 * each rewrite must find its line, so the tests follow the kit's file.
 */

export const NGINX = "/usr/sbin/nginx"
export const hasNginx = existsSync(NGINX)
export const SITE_HOST = "www.trabem.es"

/** Replaces `from` in `text`, `times` times exactly, or fails naming it. */
export function rewrite(text: string, from: string, to: string, times = 1) {
  const found = text.split(from).length - 1
  if (found !== times)
    throw new Error(
      `the kit's nginx site has "${from}" ${found} times, not ${times}`,
    )
  return text.split(from).join(to)
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
 * resolves once nginx answers on HTTPS.
 */
export async function startKitNginx(
  prefix: string,
  instances: Readonly<Record<number, number>>,
  upstreamHost = "127.0.0.1",
): Promise<KitNginx> {
  chmodSync(prefix, 0o755)
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
      `/CN=${SITE_HOST}`,
      "-addext",
      `subjectAltName=DNS:${SITE_HOST},DNS:trabem.es`,
      "-keyout",
      path.join(prefix, "key.pem"),
      "-out",
      path.join(prefix, "cert.pem"),
    ],
    { encoding: "utf8" },
  )
  if (certificate.status !== 0) throw new Error(certificate.stderr)
  const ca = readFileSync(path.join(prefix, "cert.pem"), "utf8")

  const [httpPort, httpsPort] = [await freePort(), await freePort()]
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
  site = rewrite(site, "/var/cache/nginx/trabem", path.join(prefix, "cache"))
  for (const [kitPort, port] of Object.entries(instances))
    site = rewrite(
      site,
      `server ${upstreamHost}:${kitPort} `,
      `server 127.0.0.1:${port} `,
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
  if (check.status !== 0 || !check.stderr.includes("test is successful"))
    throw new Error(check.stderr)

  const nginx = spawn(NGINX, [...args, "-g", "daemon off;"], {
    stdio: "ignore",
  })
  const https = `https://127.0.0.1:${httpsPort}`
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const req = request(
          `${https}/robots.txt`,
          { ca, servername: SITE_HOST, headers: { host: SITE_HOST } },
          (res) => {
            res.resume()
            resolve(res.statusCode !== undefined)
          },
        )
        req.on("error", () => resolve(false))
        req.end()
      }),
  )
  return {
    https,
    http: `http://127.0.0.1:${httpPort}`,
    ca,
    process: nginx,
    stop: () => nginx.kill("SIGQUIT"),
  }
}
