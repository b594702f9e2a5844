import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  closeSync,
} from "node:fs"
import path from "node:path"
import { parseArgs, parseEnv } from "node:util"
import { DEFAULT_SITE_URL } from "#common/web/addresses.ts"
import { RELEASE_MANIFEST, type ReleaseManifest } from "#server/http/release.ts"
import { postAlert } from "#server/mail/alert-webhook.ts"
import { checkRelease } from "./release/checks.ts"
import {
  buildDirOf,
  currentRelease,
  listReleases,
  manifestOf,
  pruneReleases,
  releaseBefore,
  releaseDir,
  releaseId,
  releaseRoot,
  switchCurrent,
  type ReleaseRoot,
} from "./release/layout.ts"
import {
  instancesFrom,
  rollingRestart,
  type Instances,
} from "./release/restart.ts"
import { pruneAssets, shareAssets } from "./release/shared-assets.ts"
import {
  fetchCommit,
  installPackages,
  ReleaseError,
  run,
  unpackCommit,
} from "./release/steps.ts"

/**
 * `npm run release -- --root DIR --repo URL --ref REF`: makes a release of
 * the commit REF names in a folder of its own, checks it, switches
 * `current` to it and restarts the instances one at a time.
 * `--rollback`: `current` back to the release before, and the same restart.
 * `--list`: the releases kept, their commits and times, and which is live.
 * Settings: RELEASE_ENV_FILE, RELEASE_RESTART, RELEASE_PORTS (docs/releases.md).
 */

const USAGE =
  "usage: npm run release -- --root DIR (--repo URL --ref REF | --rollback | --list)"

/** The checkout this command runs from, whose packages a release may reuse. */
const CHECKOUT = path.resolve(import.meta.dirname, "..")

const DEFAULT_ENV_FILE = "/etc/trabem/web.env"

function options() {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        root: { type: "string" },
        repo: { type: "string" },
        ref: { type: "string" },
        rollback: { type: "boolean", default: false },
        list: { type: "boolean", default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new ReleaseError(
      `${(error as Error).message.split("\n")[0]}; ${USAGE}`,
    )
  }
  const { root, repo, ref, rollback, list } = parsed
  if (!root) throw new ReleaseError(`--root is missing; ${USAGE}`)
  const modes = [rollback, list, repo !== undefined || ref !== undefined]
  if (modes.filter(Boolean).length !== 1 || (modes[2] && (!repo || !ref)))
    throw new ReleaseError(USAGE)
  return { root, repo, ref, rollback, list }
}

/**
 * The settings the build and the checks run with: the env file's, under
 * those of this command's own environment (as `node --env-file` does).
 * BUILD_DIR is not one: a release builds into its own folder.
 */
function settings(): NodeJS.ProcessEnv {
  const file = process.env.RELEASE_ENV_FILE?.trim() || DEFAULT_ENV_FILE
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    throw new ReleaseError(
      `cannot read the settings file ${file} (RELEASE_ENV_FILE): ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    )
  }
  const env = { ...parseEnv(text), ...process.env }
  delete env.BUILD_DIR
  return env
}

/** A repository given as a path is the same from the release root's folder. */
const repositoryUrl = (repo: string) =>
  /^[\w+.-]+:\/\//.test(repo) || /^[^/]+@[^/]+:/.test(repo) || !existsSync(repo)
    ? repo
    : path.resolve(repo)

/** One release at a time: a lock file naming the process that holds it. */
function lock(layout: ReleaseRoot): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(layout.lock, "wx")
      writeFileSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(layout.lock, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const holder = Number(readFileSync(layout.lock, "utf8"))
      let alive = false
      try {
        process.kill(holder, 0)
        alive = true
      } catch {
        alive = false
      }
      if (alive)
        throw new ReleaseError(
          `another release is under way (process ${holder}, ${layout.lock})`,
        )
      rmSync(layout.lock, { force: true })
    }
  }
  throw new ReleaseError(`cannot take ${layout.lock}`)
}

const seconds = (since: number) =>
  `${Math.round((Date.now() - since) / 1000)} s`

function list(layout: ReleaseRoot) {
  const live = currentRelease(layout)
  const releases = listReleases(layout)
  if (releases.length === 0) {
    console.log(`no releases in ${layout.releases}`)
    return
  }
  for (const id of releases) {
    const manifest = manifestOf(layout, id)
    console.log(
      [
        id === live ? "*" : " ",
        id,
        manifest?.commit ?? "",
        manifest?.madeAt ?? "",
        manifest?.ref ?? "",
        id === live ? "live" : "",
      ]
        .join("  ")
        .trimEnd(),
    )
  }
}

/** Makes, checks and switches to a release, then restarts the instances. */
async function release(
  layout: ReleaseRoot,
  url: string,
  ref: string,
  env: NodeJS.ProcessEnv,
  instances: Instances,
) {
  const started = Date.now()
  const at = new Date(started)
  mkdirSync(layout.logs, { recursive: true })
  let log = path.join(layout.logs, `${releaseId("fetching", at)}.log`)
  const commit = await fetchCommit(layout.repository, url, ref, log)
  const id = releaseId(commit, at)
  renameSync(log, path.join(layout.logs, `${id}.log`))
  log = path.join(layout.logs, `${id}.log`)
  const dir = releaseDir(layout, id)
  if (existsSync(dir)) throw new ReleaseError(`${dir} exists already`)
  const step = (text: string) => console.log(`release ${id}: ${text}`)
  const live = currentRelease(layout)
  step(`commit ${commit}${ref === commit ? "" : ` of ${ref}`}`)

  try {
    await unpackCommit(layout.repository, commit, dir, log)
    const sources = [
      ...(live ? [releaseDir(layout, live)] : []),
      ...listReleases(layout)
        .reverse()
        .map((name) => releaseDir(layout, name)),
      CHECKOUT,
    ]
    let since = Date.now()
    step(`${await installPackages(dir, sources, env, log)} (${seconds(since)})`)
    since = Date.now()
    await run("npm", ["run", "build"], { cwd: dir, env, log }, "the build")
    step(`built (${seconds(since)})`)
    await run(
      "npm",
      ["run", "check:links"],
      { cwd: dir, env, log },
      "the link check",
    )
    const assets = shareAssets(
      path.join(buildDirOf(layout, id), "client"),
      layout.sharedAssets,
    )
    const manifest: ReleaseManifest = {
      release: id,
      commit,
      ref,
      madeAt: at.toISOString(),
      assets,
    }
    writeFileSync(
      path.join(buildDirOf(layout, id), RELEASE_MANIFEST),
      `${JSON.stringify(manifest, null, 2)}\n`,
    )
    since = Date.now()
    const pages = await checkRelease(dir, id, env, log)
    step(
      `checked: links, and ${pages} pages with every file they fetch answer 200 and run their inline scripts (${seconds(since)})`,
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }

  switchCurrent(layout, id)
  const restarted: number[] = []
  try {
    await rollingRestart(instances, id, layout.current, log, restarted)
  } catch (error) {
    if (live) {
      // Back to what was live, on the instances already moved.
      switchCurrent(layout, live)
      await rollingRestart(
        { ...instances, ports: restarted },
        live,
        layout.current,
        log,
      ).catch(() => undefined)
    }
    rmSync(dir, { recursive: true, force: true })
    throw new ReleaseError(
      `${(error as Error).message}${live ? `; ${live} is live again` : ""}`,
    )
  }
  step(`live on ports ${instances.ports.join(" ")}, ${seconds(started)} in all`)
  tidy(layout, id)
}

/** Deletes what is no longer kept: old releases, and shared assets none of those kept needs. */
function tidy(layout: ReleaseRoot, live: string) {
  pruneReleases(layout, live)
  pruneAssets(
    layout.sharedAssets,
    listReleases(layout).map((id) => manifestOf(layout, id)?.assets ?? []),
  )
}

async function rollback(layout: ReleaseRoot, instances: Instances) {
  const started = Date.now()
  const live = currentRelease(layout)
  if (!live)
    throw new ReleaseError(
      `no release is live (${layout.current} does not exist)`,
    )
  const previous = releaseBefore(layout, live)
  if (!previous)
    throw new ReleaseError(`no release before ${live} is kept to roll back to`)
  mkdirSync(layout.logs, { recursive: true })
  const log = path.join(layout.logs, `${previous}.log`)
  switchCurrent(layout, previous)
  try {
    await rollingRestart(instances, previous, layout.current, log)
  } catch (error) {
    throw new ReleaseError(
      `rollback to ${previous}: ${(error as Error).message}`,
    )
  }
  console.log(
    `rollback: ${previous} (commit ${manifestOf(layout, previous)?.commit ?? "?"}) live on ports ${instances.ports.join(" ")} in ${seconds(started)}, instead of ${live}`,
  )
}

let env: NodeJS.ProcessEnv = process.env
let failed = "release"
try {
  const { root, repo, ref, rollback: back, list: listing } = options()
  const layout = releaseRoot(root)
  if (listing) list(layout)
  else {
    mkdirSync(layout.releases, { recursive: true })
    env = settings()
    const instances = instancesFrom(process.env)
    const unlock = lock(layout)
    try {
      failed = back ? "rollback failed" : "release failed, nothing live changed"
      if (back) await rollback(layout, instances)
      else
        await release(
          layout,
          repositoryUrl(repo ?? ""),
          ref ?? "",
          env,
          instances,
        )
    } finally {
      unlock()
    }
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error
  const line = `${failed}: ${error.message}`
  console.error(line)
  if (env.ALERT_WEBHOOK_URL) {
    const site = new URL(env.SITE_URL || DEFAULT_SITE_URL).host
    const problem = await postAlert(env.ALERT_WEBHOOK_URL, `${site}: ${line}`)
    if (problem) console.error(problem)
  }
  process.exitCode = 1
}
