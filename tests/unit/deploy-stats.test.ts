import { spawnSync, type ChildProcess } from "node:child_process"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseEnv as parseEnvFile } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ACCESS_LOG_DAYS } from "../../common/privacy/access-log.ts"
import { openDatabase } from "../../server/db/database.ts"
import { listLeads } from "../../server/db/leads.ts"
import { freePort } from "../../server/testing/free-port.ts"
import { fakeBuild } from "../../server/testing/harness.ts"
import { startServerProcess } from "../../server/testing/server-process.ts"
import { waitFor } from "../../server/testing/wait-for.ts"
import {
  fetchVia,
  kitSiteOnLoopback,
  NGINX,
  rewrite,
  selfSignedCertificate,
  startNginx,
  untilNginxAnswers,
  type Answer,
} from "../support/kit-nginx.ts"
import { unitEnvironment, unitValues } from "../support/systemd-unit.ts"

/**
 * The stats of the kit: Debian's nginx with the kit's site writes the log of
 * visits, the stats service's own commands (deploy/systemd/trabem-stats.service)
 * render GoAccess's report and the leads table beside it, and nginx serves
 * them to staff behind a password.
 */

const GOACCESS = "/usr/bin/goaccess"
/** Outside CI, skipped without nginx or GoAccess; CI installs both, and fails without them. */
const canRun =
  (existsSync(NGINX) && existsSync(GOACCESS)) || Boolean(process.env.CI)
/** Whether the unit's locale, es_ES.UTF-8, is generated here (CI generates it). */
const spanishLocale =
  Boolean(process.env.CI) ||
  /^es_ES\.utf-?8$/im.test(
    spawnSync("locale", ["-a"], { encoding: "utf8" }).stdout ?? "",
  )
const statsUnit = readFileSync("deploy/systemd/trabem-stats.service", "utf8")
const rotation = readFileSync("deploy/logrotate/trabem-visits", "utf8")
const kitSite = readFileSync("deploy/nginx/trabem.conf", "utf8")

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
const crawler =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
const campaignPath =
  "/kitdigital?utm_source=newsletter&utm_medium=email&utm_campaign=diciembre"

/** The shell command of one of the unit's ExecStart= lines, with the kit's paths moved. */
function statsCommand(index: number, moves: ReadonlyArray<[string, string]>) {
  const line = unitValues(statsUnit, "ExecStart")[index] ?? ""
  const inner = /^\/bin\/sh -c '(.*)'$/.exec(line)?.[1]
  if (!inner) throw new Error(`ExecStart ${index} is not /bin/sh -c '…'`)
  return moves.reduce(
    (command, [from, to]) => command.replaceAll(from, to),
    inner,
  )
}

describe("the kit's log of visits, in its period", () => {
  it("is rotated daily and deleted after the days the privacy page states", () => {
    const value = (name: string) =>
      new RegExp(`^\\s*${name}(?:\\s+(\\d+))?$`, "m").exec(rotation)
    expect(value("daily")).not.toBeNull()
    expect(value("ifempty")).not.toBeNull()
    // The file being written holds the first day; the rotated files the others.
    expect(Number(value("rotate")?.[1])).toBe(ACCESS_LOG_DAYS - 1)
    expect(Number(value("maxage")?.[1])).toBe(ACCESS_LOG_DAYS - 1)
    // It rotates the files the kit's nginx writes: the visits and the errors.
    const visits = /access_log (\S+) trabem_visits/.exec(kitSite)?.[1]
    const errors = [...kitSite.matchAll(/^\s*error_log (\S+);$/gm)].map(
      (match) => match[1],
    )
    // Both servers of the site, HTTP and HTTPS, write their errors there.
    expect(errors).toHaveLength(2)
    expect(new Set(errors).size).toBe(1)
    const rotated = /^(\/\S+(?: \/\S+)*) \{$/m.exec(rotation)?.[1]?.split(" ")
    expect(rotated?.sort()).toEqual([visits, errors[0]].sort())
  })

  it.skipIf(!existsSync("/usr/bin/systemd-analyze") && !process.env.CI)(
    "is rendered by units that pass systemd-analyze verify and are rated safe",
    () => {
      const units = ["trabem-stats.service", "trabem-stats.timer"].map((unit) =>
        path.join("deploy/systemd", unit),
      )
      const verify = spawnSync("systemd-analyze", ["verify", ...units], {
        encoding: "utf8",
      })
      expect(verify.status, verify.stderr).toBe(0)
      expect(verify.stderr).toBe("")
      const security = spawnSync(
        "systemd-analyze",
        ["security", "--offline=yes", units[0] ?? ""],
        { encoding: "utf8" },
      )
      const level = /Overall exposure level for \S+: ([\d.]+)/.exec(
        security.stdout,
      )?.[1]
      expect(Number(level)).toBeLessThanOrEqual(2)
      expect(unitValues(statsUnit, "OnCalendar")).toEqual([])
      expect(readFileSync("deploy/systemd/trabem-stats.timer", "utf8")).toMatch(
        /^OnCalendar=hourly$/m,
      )
      expect(unitEnvironment(statsUnit).LANG).toBe("es_ES.UTF-8")
    },
  )
})

describe.skipIf(!canRun)(
  canRun
    ? "the kit's stats through Debian's nginx and GoAccess"
    : `the kit's stats: skipped, ${NGINX} or ${GOACCESS} is not installed (apt-get install -y nginx goaccess)`,
  () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), "trabem-stats-"))
    const stats = path.join(prefix, "stats")
    const log = path.join(prefix, "access.log")
    const build = fakeBuild()
    const databaseFile = path.join(prefix, "leads.sqlite")
    let nginx: ChildProcess | undefined
    let server: ChildProcess | undefined
    let https = ""
    let mapped = ""
    let ca = ""
    const staff = { user: "marta", password: "correcto caballo pila" }

    beforeAll(async () => {
      mkdirSync(stats)
      for (const page of ["kitdigital", "novedades"]) {
        mkdirSync(path.join(build, "client", page))
        writeFileSync(
          path.join(build, "client", page, "index.html"),
          `<!doctype html><title>${page}</title>`,
        )
      }
      mkdirSync(path.join(build, "client", "assets"))
      writeFileSync(
        path.join(build, "client", "assets", "app-3f9a1c.css"),
        "body{margin:0}",
      )
      ca = selfSignedCertificate(prefix)
      // A staff member's line, made as docs/visits.md says (openssl passwd -6).
      const hash = spawnSync("openssl", ["passwd", "-6", "-stdin"], {
        input: staff.password,
        encoding: "utf8",
      })
      expect(hash.status, hash.stderr).toBe(0)
      writeFileSync(
        path.join(prefix, "htpasswd"),
        `${staff.user}:${hash.stdout.trim()}\n`,
      )

      const [httpPort, httpsPort, serverPort, mapPort] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ]
      await (await openDatabase(`sqlite:${databaseFile}`)).db.destroy()
      server = await startServerProcess({
        ...unitEnvironment(
          readFileSync("deploy/systemd/trabem-web@.service", "utf8"),
        ),
        ...parseEnvFile(readFileSync("deploy/web.env", "utf8")),
        PORT: String(serverPort),
        DATABASE_URL: `sqlite:${databaseFile}`,
        BUILD_DIR: build,
        LOG_LEVEL: "warn",
      })

      let site = kitSiteOnLoopback(prefix, { http: httpPort, https: httpsPort })
      // Every instance of the upstream is the one server started here.
      site = site.replace(
        /server 127\.0\.0\.1:\d+/g,
        `server 127.0.0.1:${serverPort}`,
      )
      site = rewrite(
        site,
        "/etc/nginx/trabem-stats.htpasswd",
        path.join(prefix, "htpasswd"),
      )
      site = rewrite(site, "/var/lib/trabem-stats/", `${stats}/`)
      // The kit's address map, fed any address through a header.
      const map = /^map \$remote_addr \$trabem_short_addr \{\n[\s\S]*?\n\}$/m
        .exec(kitSite)?.[0]
        .replace("$remote_addr $trabem_short_addr", "$http_x_addr $test_short")
      expect(map).toBeDefined()
      site += `\n${map}\nserver {\n    listen 127.0.0.1:${mapPort};\n    access_log off;\n    location / { return 200 $test_short; }\n}\n`
      nginx = startNginx(prefix, site)
      https = `https://127.0.0.1:${httpsPort}`
      mapped = `http://127.0.0.1:${mapPort}/`
      await untilNginxAnswers(https, ca)
    })

    afterAll(() => {
      nginx?.kill("SIGQUIT")
      server?.kill("SIGTERM")
    })

    const get = (url: string, userAgent: string, headers = {}) =>
      fetchVia(`${https}${url}`, {
        ca,
        headers: { "user-agent": userAgent, ...headers },
      })

    it("shortens every address before it is written: the last IPv4 number, the last 80 bits of IPv6", async () => {
      const cases: Array<[string, string]> = [
        ["203.0.113.57", "203.0.113.0"],
        ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
        ["2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3::"],
        ["2001:db8::1", "2001:db8::"],
        ["::1", "::"],
        ["unix:", "0.0.0.0"],
      ]
      for (const [address, short] of cases)
        expect(
          (await fetchVia(mapped, { headers: { "x-addr": address } })).body,
          address,
        ).toBe(short)
    })

    it("counts only pages, without full addresses, and staff read it and the leads per 100 visits with a password", async () => {
      const answers: Answer[] = [
        await get(campaignPath, browser, {
          referer: "https://news.example.com/diciembre",
        }),
        await get("/assets/app-3f9a1c.css", browser),
        await get("/kitdigital", phone),
        await get("/", phone),
        await get("/novedades", phone),
        await get("/", crawler),
        await get("/healthz", browser),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([
        200, 200, 200, 200, 200, 200, 200,
      ])
      // A lead sent without JavaScript from the campaign's page.
      const lead = await fetchVia(`${https}/api/contact`, {
        ca,
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "user-agent": browser,
          origin: "https://www.trabem.es",
          referer: `https://www.trabem.es${campaignPath}`,
        },
        body: new URLSearchParams({
          kind: "kitDigital",
          locale: "es",
          page: "/kitdigital",
          name: "Lucía Martínez",
          email: "lucia@panaderia-lucia.es",
          message: "Queremos pedir la ayuda del Kit Digital para la web.",
        }).toString(),
      })
      expect(lead.status).toBe(201)
      expect(
        (await get("/estadisticas/", browser)).status,
        "without a password",
      ).toBe(401)

      // The pages, the asset and the crawler's visit; no health check, API or stats.
      await waitFor(
        () =>
          existsSync(log) &&
          readFileSync(log, "utf8").trim().split("\n").length === 6,
      )
      const lines = readFileSync(log, "utf8").trim().split("\n")
      for (const line of lines) expect(line).toMatch(/^127\.0\.0\.0 - - \[/)
      expect(lines.join("\n")).not.toMatch(/healthz|\/api\/|estadisticas/)

      const moves: Array<[string, string]> = [
        ["/var/lib/trabem-stats", stats],
        ["/var/log/trabem/access.log", log],
        ["/usr/bin/node", process.execPath],
        ["/usr/bin/goaccess", GOACCESS],
      ]
      const run = (index: number) => {
        const result = spawnSync(
          "/bin/sh",
          ["-c", statsCommand(index, moves)],
          {
            encoding: "utf8",
            env: {
              ...process.env,
              ...unitEnvironment(statsUnit),
              DATABASE_URL: `sqlite:${databaseFile}`,
            },
          },
        )
        expect(result.status, result.stderr).toBe(0)
      }
      for (const index of [0, 1, 2]) run(index)

      const report = JSON.parse(
        readFileSync(path.join(stats, "report.json"), "utf8"),
      ) as {
        requests: { data: Array<{ data: string; visitors: { count: number } }> }
      }
      expect(
        Object.fromEntries(
          report.requests.data.map((row) => [row.data, row.visitors.count]),
        ),
      ).toEqual({ "/kitdigital": 2, "/": 1, "/novedades": 1 })
      const html = readFileSync(path.join(stats, "index.html"), "utf8")
      // In Spanish, as the unit's LANG asks, where the locale is generated
      // (CI generates it): its dates then name the month in Spanish too.
      if (spanishLocale) expect(html).toContain("Visitantes")
      for (const text of [JSON.stringify(report), html, lines.join("\n")])
        expect(text).not.toContain("127.0.0.1")

      const stored = await openDatabase(`sqlite:${databaseFile}`, {
        create: false,
      })
      expect(await listLeads(stored.db)).toMatchObject([
        {
          page: "/kitdigital",
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "diciembre",
        },
      ])
      await stored.db.destroy()

      // What staff read, with their password.
      const authorization = `Basic ${Buffer.from(`${staff.user}:${staff.password}`).toString("base64")}`
      const wrong = `Basic ${Buffer.from(`${staff.user}:caballo`).toString("base64")}`
      expect(
        (await get("/estadisticas/", browser, { authorization: wrong })).status,
      ).toBe(401)
      const page = await get("/estadisticas/", browser, { authorization })
      expect(page.status).toBe(200)
      expect(page.body).toContain("TRABEM: visitas")
      expect(page.headers["cache-control"]).toBe("no-store")
      const table = await get("/estadisticas/leads.txt", browser, {
        authorization,
      })
      expect(table.headers["content-type"]).toBe("text/plain; charset=utf-8")
      // One lead in two visits of its page: 50 per 100.
      expect(table.body).toMatch(/^\/kitdigital\s+1\s+2\s+50\.0$/m)
      const csv = await get("/estadisticas/leads.csv", browser, {
        authorization,
      })
      const rows = csv.body.split("\r\n")
      expect(rows).toContain("page,/kitdigital,1,2,50.0")
      expect(rows).toContain("form,kitDigital,1,,")
      expect(rows).toContain("campaign,newsletter / email / diciembre,1,,")
      // GoAccess and two runs of the leads command, slow on a loaded machine.
    }, 90_000)
  },
)
