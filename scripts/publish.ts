import { spawnSync } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import {
  currentRelease,
  listReleases,
  manifestOf,
  releaseRoot,
} from "./release/layout.ts"
import { toPublish } from "./release/publish-rule.ts"

/**
 * `node scripts/publish.ts --root DIR --repo URL --ref BRANCH` (or
 * RELEASE_REPO and RELEASE_BRANCH, as /etc/trabem/publish.env sets them),
 * run every minute by deploy/systemd/trabem-publish.timer: releases the branch's
 * head when it moved, and the live commit again on a new day in Madrid
 * (scripts/release/publish-rule.ts), with `npm run release`. Says nothing
 * when there is nothing to do; the release's own line and alert when one
 * fails.
 */
const { values } = parseArgs({
  options: {
    root: { type: "string" },
    repo: { type: "string" },
    ref: { type: "string" },
  },
})
const root = values.root
const repo = values.repo ?? process.env.RELEASE_REPO?.trim()
const ref = values.ref ?? process.env.RELEASE_BRANCH?.trim()
if (!root || !repo || !ref) {
  console.error(
    `publish: ${!root ? "--root" : !repo ? "RELEASE_REPO (or --repo)" : "RELEASE_BRANCH (or --ref)"} is not set; usage: node scripts/publish.ts --root DIR --repo URL --ref BRANCH`,
  )
  process.exit(1)
}

const layout = releaseRoot(root)
const failedFile = path.join(layout.root, "publish-failed")

const remote = spawnSync(
  "git",
  ["ls-remote", "--exit-code", repo, `refs/heads/${ref}`],
  {
    encoding: "utf8",
  },
)
const head = /^([0-9a-f]{40})\s/.exec(remote.stdout)?.[1]
if (remote.status !== 0 || !head) {
  console.error(
    `publish: cannot read branch ${ref} of ${repo}: ${(remote.stderr.trim().split("\n")[0] ?? "") || `git ls-remote exit code ${remote.status}`}`,
  )
  process.exit(1)
}

const newestId = listReleases(layout).at(-1)
const liveId = currentRelease(layout)
const newest = newestId ? manifestOf(layout, newestId) : undefined
const live = liveId ? manifestOf(layout, liveId) : undefined
let failed: string | undefined
try {
  failed = readFileSync(failedFile, "utf8").trim()
} catch {
  failed = undefined
}

const publish = toPublish({ head, newest, live, failed, now: new Date() })
if (!publish) process.exit(0)

console.log(`publish: ${publish.why}, releasing ${publish.commit}`)
const release = spawnSync(
  process.execPath,
  [
    path.join(import.meta.dirname, "release.ts"),
    "--root",
    layout.root,
    "--repo",
    repo,
    "--ref",
    publish.commit,
  ],
  { stdio: "inherit" },
)
if (release.status === 0) rmSync(failedFile, { force: true })
else writeFileSync(failedFile, `${publish.key}\n`)
process.exit(release.status ?? 1)
