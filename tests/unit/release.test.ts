import { spawn, spawnSync } from "node:child_process"
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { Agent } from "node:https"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postPath } from "../../app/lib/news-paths.ts"
import { sitemapPaths } from "../../scripts/release/page-check.ts"
import { openDatabase } from "../../server/db/database.ts"
import { findLead } from "../../server/db/leads.ts"
import { testDatabases } from "../../server/testing/databases.ts"
import { freePort } from "../../server/testing/free-port.ts"
import { waitFor } from "../../server/testing/wait-for.ts"
import { WebhookReceiver } from "../../server/testing/webhook-receiver.ts"
import { hasNginx, startKitNginx, type KitNginx } from "../support/kit-nginx.ts"
import { MailSink } from "../support/mail-sink.ts"
import { get, startLoad } from "../support/site-load.ts"

/**
 * Releases as TRABEM runs them: two instances from `<root>/current` behind
 * the kit's nginx (tests/support/kit-nginx.ts), on one database (PostgreSQL
 * with TEST_DATABASE_URL, else one SQLite file) and an SMTP sink, restarted
 * by a RELEASE_RESTART that does what `systemctl restart` does
 * (tests/support/release-restart.ts). The repository is a bare copy of this
 * checkout's files. A first release starts the site; under a steady load
 * of pages (each with every file it fetches, its policy checked as a
 * browser does) and leads through nginx, the publish script releases a
 * pushed commit with a new post, changed CSS and a changed inline script,
 * then the release is rolled back; then a commit whose content file lacks
 * a field is refused before the switch.
 */

const CHECKOUT = path.resolve(import.meta.dirname, "../..")
const POST_SLUG = "publicar-sin-cortes"
const BROKEN_POST = "app/content/news/es/nueva-web.md"

interface Outcome {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  readonly ms: number
}

describe.skipIf(!hasNginx)(
  hasNginx
    ? "releases of the site while it serves"
    : "releases of the site while it serves: skipped, nginx is not installed",
  () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "trabem-release-"))
    const work = path.join(tmp, "work")
    const repository = path.join(tmp, "repo.git")
    const root = path.join(tmp, "root")
    const state = path.join(tmp, "instances")
    const sink = new MailSink()
    const webhook = new WebhookReceiver()
    let nginx: KitNginx | undefined
    let databaseUrl = ""
    let ports: number[] = []
    let env: NodeJS.ProcessEnv = {}
    let first = ""

    const git = (...args: string[]) => {
      const run = spawnSync(
        "git",
        ["-c", "user.name=Web", "-c", "user.email=web@trabem.test", ...args],
        { cwd: work, encoding: "utf8" },
      )
      if (run.status !== 0) throw new Error(run.stderr)
      return run.stdout.trim()
    }
    const commit = (message: string) => {
      git("add", "-A")
      git("commit", "-q", "-m", message)
      git("push", "-q", "origin", "HEAD:main")
      return git("rev-parse", "HEAD")
    }

    /** A command of this checkout, with the release settings; resolves once it exits. */
    const command = (script: string, args: readonly string[]) =>
      new Promise<Outcome>((resolve) => {
        const started = performance.now()
        const child = spawn(process.execPath, [script, ...args], {
          cwd: CHECKOUT,
          env,
          stdio: ["ignore", "pipe", "pipe"],
        })
        let stdout = ""
        let stderr = ""
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
        child.on("close", (code) =>
          resolve({ code, stdout, stderr, ms: performance.now() - started }),
        )
      })
    const release = (...args: string[]) =>
      command("scripts/release.ts", ["--root", root, ...args])
    /** One run of the publish timer on the repository's main branch. */
    const publish = () =>
      command("scripts/publish.ts", [
        "--root",
        root,
        "--repo",
        repository,
        "--ref",
        "main",
      ])

    /** What each instance says it serves. */
    const served = () =>
      Promise.all(
        ports.map(async (port) => {
          const response = await fetch(`http://127.0.0.1:${port}/healthz`)
          return ((await response.json()) as { release?: string }).release
        }),
      )
    const live = () => path.basename(readlinkSync(path.join(root, "current")))

    beforeAll(async () => {
      mkdirSync(state)
      // This checkout's files as they are, committed to a repository of their own.
      const files = spawnSync(
        "git",
        ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        { cwd: CHECKOUT, encoding: "utf8" },
      )
        .stdout.split("\0")
        .filter((file) => file && existsSync(path.join(CHECKOUT, file)))
      for (const file of files) {
        mkdirSync(path.dirname(path.join(work, file)), { recursive: true })
        copyFileSync(path.join(CHECKOUT, file), path.join(work, file))
      }
      spawnSync("git", ["init", "-q", "--bare", "-b", "main", repository])
      git("init", "-q", "-b", "main")
      git("remote", "add", "origin", repository)
      first = commit("The site")

      databaseUrl = (await testDatabases().at(-1)?.url()) ?? ""
      // The database exists before the instances start, as the install makes it.
      await (await openDatabase(databaseUrl)).db.destroy()
      const smtpPort = await sink.start()
      ports = [await freePort(), await freePort()]
      const envFile = path.join(tmp, "web.env")
      writeFileSync(
        envFile,
        [
          `DATABASE_URL=${databaseUrl}`,
          `SMTP_URL=smtp://127.0.0.1:${smtpPort}`,
          "CONTACT_TO=leads@trabem.test",
          `ALERT_WEBHOOK_URL=${await webhook.start()}`,
          "RATE_LIMIT_PER_HOUR=100000",
          "LOG_LEVEL=warn",
          "",
        ].join("\n"),
      )
      env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        RELEASE_ENV_FILE: envFile,
        RELEASE_PORTS: ports.join(" "),
        RELEASE_RESTART: `${process.execPath} ${path.join(CHECKOUT, "tests/support/release-restart.ts")} {port}`,
        RELEASE_ROOT: root,
        INSTANCE_STATE: state,
      }
      // nginx's workers pass through the folder to their cache.
      chmodSync(tmp, 0o755)
      mkdirSync(path.join(tmp, "nginx"))
      nginx = await startKitNginx(path.join(tmp, "nginx"), {
        3001: ports[0] ?? 0,
        3002: ports[1] ?? 0,
      })
    })

    afterAll(async () => {
      for (const file of existsSync(state) ? readdirSync(state) : [])
        if (file.endsWith(".pid"))
          try {
            process.kill(
              Number(readFileSync(path.join(state, file), "utf8")),
              "SIGTERM",
            )
          } catch {
            // Stopped already.
          }
      nginx?.stop()
      await sink.stop()
      await webhook.stop()
      rmSync(tmp, { recursive: true, force: true })
    })

    it("makes the first release into an empty root: the instances start from current and report it", async () => {
      mkdirSync(root)
      const outcome = await release("--repo", repository, "--ref", "main")
      expect(outcome.code, outcome.stderr).toBe(0)
      const id = live()
      expect(id).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-${first.slice(0, 12)}$`))
      expect(await served()).toEqual([id, id])
      const listed = await release("--list")
      expect(listed.stdout).toMatch(
        new RegExp(`^\\*\\s+${id}\\s+${first}\\s.*live$`, "m"),
      )
      console.log(outcome.stdout)
    }, 600_000)

    it("publishes a pushed commit (new post, CSS, inline script) and rolls it back under load: no error, no blocked script, no missing asset, no lead lost or mailed twice", async () => {
      const before = live()
      const routes = sitemapPaths(
        readFileSync(
          path.join(root, "current/build/client/sitemap.xml"),
          "utf8",
        ),
      )
      const load = startLoad(nginx as KitNginx, routes)
      await waitFor(() => load.pages >= 10 && load.leads.length >= 5, 60_000)

      // A new post, a rule added to the stylesheet, a line added to the
      // script every page runs inline.
      const post = readFileSync(
        path.join(work, "app/content/news/es/nueva-web.md"),
        "utf8",
      )
        .replace(/^title: .*$/m, "title: Publicamos sin cortes")
        .replace(/^date: .*$/m, "date: 2026-11-20")
      writeFileSync(
        path.join(work, `app/content/news/es/${POST_SLUG}.md`),
        post,
      )
      appendFileSync(
        path.join(work, "app/app.css"),
        "\n.release-mark {\n  outline-offset: 1px;\n}\n",
      )
      appendFileSync(
        path.join(work, "app/scripts/current-year.ts"),
        '\ndocument.documentElement.dataset.release = "b"\n',
      )
      const pushed = performance.now()
      const second = commit("A post, a style, a script")

      // The timer's runs, every 2 s here instead of every minute.
      let published: Outcome | undefined
      while (!published || live() === before) {
        published = await publish()
        expect(published.code, published.stderr).toBe(0)
        if (live() === before)
          await new Promise((resolve) => setTimeout(resolve, 2000))
      }
      const publishedMs = performance.now() - pushed
      console.log(published.stdout)
      const after = live()
      expect(after).toContain(second.slice(0, 12))
      // Measured here, checked once the rest is known.
      expect.soft(publishedMs).toBeLessThan(120_000)
      expect(await served()).toEqual([after, after])
      for (const port of ports) {
        const page = await fetch(
          `http://127.0.0.1:${port}${postPath("es", POST_SLUG)}`,
        )
        expect(page.status, `port ${port}`).toBe(200)
      }
      // What changed reached the pages: another stylesheet, another policy.
      const homeOf = (id: string) =>
        readFileSync(
          path.join(root, "releases", id, "build/client/index.html"),
          "utf8",
        )
      const stylesheet = (html: string) =>
        /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
      expect(stylesheet(homeOf(after))).not.toBe(stylesheet(homeOf(before)))
      const policies = (id: string) =>
        JSON.parse(
          readFileSync(
            path.join(root, "releases", id, "build/csp.json"),
            "utf8",
          ),
        ).pages["index.html"] as string
      expect(policies(after)).not.toBe(policies(before))
      const pagesAtRelease = load.pages

      // A run with nothing new releases nothing, and the rollback holds.
      const rollback = await release("--rollback")
      expect(rollback.code, rollback.stderr).toBe(0)
      expect.soft(rollback.ms).toBeLessThan(30_000)
      expect(live()).toBe(before)
      expect(await served()).toEqual([before, before])
      const idle = await publish()
      expect(idle.code).toBe(0)
      expect(live()).toBe(before)
      await waitFor(() => load.pages >= pagesAtRelease + 10, 60_000)
      await load.stop()

      console.log(
        `published in ${Math.round(publishedMs / 1000)} s, rolled back in ${Math.round(rollback.ms / 1000)} s; ${load.pages} pages with ${load.files} files, ${load.leads.length} leads`,
      )
      expect(load.failures).toEqual([])
      expect(load.blocked).toEqual([])
      expect(load.leads.length).toBeGreaterThan(10)
      // Every acknowledged lead stored and mailed, once.
      const database = await openDatabase(databaseUrl, { create: false })
      try {
        for (const id of load.leads)
          expect(await findLead(database.db, id), `lead ${id}`).toBeDefined()
      } finally {
        await database.db.destroy()
      }
      await waitFor(
        () => load.leads.every((id) => sink.countsByLead().has(String(id))),
        60_000,
      )
      expect(
        [...sink.countsByLead().values()].filter((count) => count > 1),
      ).toEqual([])
    }, 900_000)

    it("refuses a commit whose content file lacks a field before the switch: one line and an alert naming the file and the field, the old content still served", async () => {
      const before = live()
      const file = path.join(work, BROKEN_POST)
      const title = /^title: (.*)$/m.exec(readFileSync(file, "utf8"))?.[1] ?? ""
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(/^title: .*\n/m, ""),
      )
      const broken = commit("A post without its title")
      const outcome = await release("--repo", repository, "--ref", broken)
      expect(outcome.code).toBe(1)
      const lines = outcome.stderr.trim().split("\n")
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`${BROKEN_POST}: `)
      expect(lines[0]).toMatch(/: (title|título): /)
      await waitFor(() => webhook.messages.length > 0)
      const alert = String(webhook.messages.at(-1)?.text)
      expect(alert).toContain(BROKEN_POST)
      expect(alert).toMatch(/(title|título)/)
      expect(live()).toBe(before)
      expect(await served()).toEqual([before, before])
      expect(
        readdirSync(path.join(root, "releases")).some((id) =>
          id.includes(broken.slice(0, 12)),
        ),
      ).toBe(false)
      const agent = new Agent({ ca: nginx?.ca, keepAlive: true })
      for (const route of sitemapPaths(
        readFileSync(
          path.join(root, "current/build/client/sitemap.xml"),
          "utf8",
        ),
      )) {
        const answer = await get(nginx as KitNginx, agent, route, "gzip")
        expect(answer.status, route).toBe(200)
        if (route === postPath("es", "nueva-web"))
          expect(answer.body).toContain(title)
      }
      agent.destroy()
    }, 300_000)
  },
)
