import type { ChildProcess } from "node:child_process"
import { once } from "node:events"
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parseEnv as parseEnvFile } from "node:util"
import { openDatabase } from "../../server/db/database.ts"
import { keyWithSecret, utcDay } from "../../server/db/rate-limit-keys.ts"
import { testDatabases } from "../../server/testing/databases.ts"
import { freePort } from "../../server/testing/free-port.ts"
import { fakeBuild, validLead } from "../../server/testing/harness.ts"
import { startServerProcess } from "../../server/testing/server-process.ts"
import {
  fetchVia,
  hasNginx,
  NGINX,
  startKitNginx,
  untilNginxAnswers,
} from "../support/kit-nginx.ts"
import { unitEnvironment } from "../support/systemd-unit.ts"

/**
 * Debian's nginx on loopback with the kit's site (deploy/nginx/trabem.conf,
 * tests/support/kit-nginx.ts), in front of the two server instances its
 * upstream lists, started with the kit's settings
 * (deploy/systemd/trabem-web@.service, deploy/web.env) on one database:
 * PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file, which two
 * instances share too.
 */

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
    let databaseUrl = ""
    const asset = `console.log(${JSON.stringify("x".repeat(4000))})\n`
    let nginx: ChildProcess | undefined
    const servers: ChildProcess[] = []
    const metrics: string[] = []
    let https = ""
    let http = ""
    let direct = ""
    let ca = ""

    beforeAll(async () => {
      mkdirSync(path.join(build, "client", "assets"))
      writeFileSync(
        path.join(build, "client", "assets", "app-3f9a1c.js"),
        asset,
      )
      databaseUrl = (await testDatabases().at(-1)?.url()) ?? ""
      const unit = readFileSync("deploy/systemd/trabem-web@.service", "utf8")
      const settings = {
        ...unitEnvironment(unit),
        ...parseEnvFile(readFileSync("deploy/web.env", "utf8")),
      }
      const kitPorts = [3001, 3002]
      const serverPorts = await Promise.all(kitPorts.map(() => freePort()))
      const metricsPorts = await Promise.all(kitPorts.map(() => freePort()))
      // The database exists before the servers start, as the install makes
      // it with `npm run leads -- init`.
      await (await openDatabase(databaseUrl)).db.destroy()
      const started = await Promise.allSettled(
        serverPorts.map((port, i) =>
          startServerProcess({
            ...settings,
            PORT: String(port),
            METRICS_PORT: String(metricsPorts[i]),
            DATABASE_URL: databaseUrl,
            BUILD_DIR: build,
            RATE_LIMIT_PER_HOUR: "3",
            LOG_LEVEL: "warn",
          }),
        ),
      )
      for (const start of started)
        if (start.status === "fulfilled") servers.push(start.value)
        else throw start.reason
      metrics.push(
        ...metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`),
      )

      const kit = await startKitNginx(
        prefix,
        Object.fromEntries(
          kitPorts.map((port, i) => [port, serverPorts[i] ?? 0]),
        ),
        settings.HOST,
      )
      nginx = kit.process
      ca = kit.ca
      https = kit.https
      http = kit.http
      direct = `http://127.0.0.1:${serverPorts[0]}`
      await untilNginxAnswers(https, ca)
    })

    afterAll(() => {
      nginx?.kill("SIGQUIT")
      for (const server of servers) server.kill("SIGTERM")
    })

    it("sends HTTP to HTTPS", async () => {
      const answer = await fetchVia(`${http}/kitdigital?x=1`)
      expect(answer.status).toBe(301)
      expect(answer.headers.location).toBe(
        "https://www.trabem.es/kitdigital?x=1",
      )
    })

    /** POST /api/contact through nginx, with `forged` as X-Forwarded-For if given. */
    const postLead = (forged?: string) =>
      fetchVia(`${https}/api/contact`, {
        ca,
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://www.trabem.es",
          ...(forged ? { "x-forwarded-for": forged } : {}),
        },
        body: JSON.stringify(validLead),
      })

    it("counts a client that forges X-Forwarded-For by its own address, whichever server it reaches", async () => {
      const codes: number[] = []
      for (const forged of [
        "203.0.113.7",
        "198.51.100.1, 203.0.113.8",
        "10.0.0.9",
        "10.0.0.10",
      ])
        codes.push((await postLead(forged)).status)
      expect(codes).toEqual([201, 201, 201, 429])
      const database = await openDatabase(databaseUrl, { create: false })
      const counts = await database.db
        .selectFrom("rate_limits")
        .select(["client", "hits"])
        .execute()
      const secret = await database.db
        .selectFrom("rate_limit_secrets")
        .select("secret")
        .where("day", "=", utcDay(new Date()))
        .executeTakeFirstOrThrow()
      await database.db.destroy()
      // nginx saw the client at 127.0.0.1: its count, whatever it wrote.
      expect(counts).toEqual([
        { client: keyWithSecret(secret.secret, "127.0.0.1"), hits: 4 },
      ])
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

    it("keeps one cached copy of an asset per encoding, which every browser accepting it gets, whatever its exact Accept-Encoding", async () => {
      const name = "chunk-8d2e4b.js"
      const file = path.join(build, "client", "assets", name)
      writeFileSync(file, asset)
      const url = `${https}/assets/${name}`
      const chrome = await fetchVia(url, {
        ca,
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      })
      expect(chrome.status).toBe(200)
      expect(chrome.headers["content-encoding"]).toBe("br")
      // Gone from the server: only the cache can answer now.
      rmSync(file)
      for (const acceptEncoding of ["br", "gzip, br", "br;q=1.0, gzip;q=0.8"]) {
        const other = await fetchVia(url, {
          ca,
          headers: { "accept-encoding": acceptEncoding },
        })
        expect(other.status, acceptEncoding).toBe(200)
        expect(other.headers["x-cache-status"], acceptEncoding).toBe("HIT")
        expect(other.headers["content-encoding"], acceptEncoding).toBe("br")
      }
    })

    /** How many GET / each server has answered, from its metrics. */
    const pagesServed = () =>
      Promise.all(
        metrics.map(async (url) => {
          const text = await (await fetch(url)).text()
          const count =
            /^trabem_http_request_duration_seconds_count\{method="GET",route="\/",status_code="200"\} (\d+)$/m.exec(
              text,
            )?.[1]
          return Number(count ?? 0)
        }),
      )

    it("spreads requests over every server of the upstream, and passes them on past one that is down, a POST too", async () => {
      const before = await pagesServed()
      for (let i = 0; i < 6; i++)
        expect((await fetchVia(`${https}/`, { ca })).status).toBe(200)
      const after = await pagesServed()
      expect(after.map((count, i) => count - (before[i] ?? 0))).toEqual([3, 3])

      const stopped = servers.pop()
      stopped?.kill("SIGKILL")
      if (stopped) await once(stopped, "exit")
      const answers: number[] = []
      for (let i = 0; i < 3; i++) {
        answers.push((await fetchVia(`${https}/`, { ca })).status)
        // The client's limit is used up: a living server answers 429, not nginx 502.
        answers.push((await postLead()).status)
      }
      expect(answers).toEqual([200, 429, 200, 429, 200, 429])
    })
  },
)
