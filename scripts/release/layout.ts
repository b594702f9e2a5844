import {
  existsSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs"
import path from "node:path"
import {
  readReleaseManifest,
  type ReleaseManifest,
} from "#server/http/release.ts"

/**
 * The folders of a release root:
 *   releases/<id>/   one release each: the commit's files, its packages, its build
 *   current          symlink to the release the instances run (releases/<id>)
 *   shared/assets/   every release's hashed assets, served by every release
 *   repo.git         the repository's commits, fetched once and then updated
 *   logs/<id>.log    what each release's steps printed
 */
export interface ReleaseRoot {
  readonly root: string
  readonly releases: string
  readonly current: string
  readonly sharedAssets: string
  readonly repository: string
  readonly logs: string
  readonly lock: string
}

export function releaseRoot(root: string): ReleaseRoot {
  const absolute = path.resolve(root)
  return {
    root: absolute,
    releases: path.join(absolute, "releases"),
    current: path.join(absolute, "current"),
    sharedAssets: path.join(absolute, "shared", "assets"),
    repository: path.join(absolute, "repo.git"),
    logs: path.join(absolute, "logs"),
    lock: path.join(absolute, "release.lock"),
  }
}

/** How many releases stay on disk (the live one among them), for rollback. */
export const KEPT_RELEASES = 5

/** A release's name: when it was made (UTC, to the second) and its commit. */
export function releaseId(commit: string, at: Date): string {
  const time = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")
  return `${time}-${commit.slice(0, 12)}`
}

const ID = /^\d{8}T\d{6}Z-[0-9a-f]{7,40}$/

/** The release folders that hold a finished build, oldest first. */
export function listReleases(layout: ReleaseRoot): string[] {
  if (!existsSync(layout.releases)) return []
  return readdirSync(layout.releases)
    .filter((name) => ID.test(name))
    .filter((name) => existsSync(manifestPath(layout, name)))
    .sort()
}

export const releaseDir = (layout: ReleaseRoot, id: string) =>
  path.join(layout.releases, id)

export const buildDirOf = (layout: ReleaseRoot, id: string) =>
  path.join(layout.releases, id, "build")

const manifestPath = (layout: ReleaseRoot, id: string) =>
  path.join(buildDirOf(layout, id), "release.json")

export function manifestOf(
  layout: ReleaseRoot,
  id: string,
): ReleaseManifest | undefined {
  return readReleaseManifest(buildDirOf(layout, id))
}

/** The live release's name: where `current` points, or undefined before the first. */
export function currentRelease(layout: ReleaseRoot): string | undefined {
  try {
    return path.basename(readlinkSync(layout.current))
  } catch {
    return undefined
  }
}

/**
 * Points `current` at a release in one step: a new symlink beside it,
 * renamed over the old one (rename replaces atomically), so at every
 * moment `current` is one release or the other.
 */
export function switchCurrent(layout: ReleaseRoot, id: string) {
  const temporary = `${layout.current}.${process.pid}`
  rmSync(temporary, { force: true })
  symlinkSync(path.join("releases", id), temporary)
  renameSync(temporary, layout.current)
}

/** The release made before `id`, if one is kept. */
export function releaseBefore(
  layout: ReleaseRoot,
  id: string,
): string | undefined {
  return listReleases(layout)
    .filter((name) => name < id)
    .at(-1)
}

/**
 * Deletes all but the newest KEPT_RELEASES releases (never the live one),
 * and folders of releases that never finished; resolves to the deleted names.
 */
export function pruneReleases(layout: ReleaseRoot, live: string): string[] {
  const finished = listReleases(layout)
  const keep = new Set([...finished.slice(-KEPT_RELEASES), live])
  const deleted: string[] = []
  for (const name of readdirSync(layout.releases)) {
    if (keep.has(name)) continue
    rmSync(path.join(layout.releases, name), { recursive: true, force: true })
    rmSync(path.join(layout.logs, `${name}.log`), { force: true })
    deleted.push(name)
  }
  return deleted
}
