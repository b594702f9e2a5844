import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from "node:fs"
import path from "node:path"

/**
 * Hashed assets (build/client/assets) of every release live in one shared
 * folder, and each release's build links to it: an instance of any release
 * answers for the assets of any other, so a page served by one release
 * finds its stylesheet, fonts and scripts whichever instance the proxy
 * asks. A file's time is when a release last brought it; a file no kept
 * release brings and untouched for ASSET_DAYS is deleted.
 */
export const ASSET_DAYS = 7

/** Every file under `dir`, as paths relative to it with "/" between folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .sort()
}

/**
 * Moves a build's assets into the shared folder (a name already there is
 * the same file, hashed: its time is renewed, and a file of another size
 * under it replaces it), then puts a link to the shared folder in their
 * place. Each file arrives by rename, whole. Resolves to the files moved.
 */
export function shareAssets(clientDir: string, sharedDir: string): string[] {
  const own = path.join(clientDir, "assets")
  mkdirSync(sharedDir, { recursive: true })
  const files = existsSync(own) ? filesUnder(own) : []
  const now = new Date()
  for (const file of files) {
    const from = path.join(own, file)
    const to = path.join(sharedDir, file)
    mkdirSync(path.dirname(to), { recursive: true })
    if (existsSync(to) && statSync(to).size === statSync(from).size) {
      utimesSync(to, now, now)
      rmSync(from)
    } else renameSync(from, to)
  }
  rmSync(own, { recursive: true, force: true })
  symlinkSync(path.relative(clientDir, sharedDir), own)
  return files
}

/**
 * Deletes the shared files that none of `kept` (the assets of each release
 * kept) brings and that no release brought in the last ASSET_DAYS days.
 */
export function pruneAssets(
  sharedDir: string,
  kept: readonly (readonly string[])[],
  now = Date.now(),
): string[] {
  if (!existsSync(sharedDir)) return []
  const needed = new Set(kept.flat())
  const cutoff = now - ASSET_DAYS * 86_400_000
  const deleted: string[] = []
  for (const file of filesUnder(sharedDir)) {
    if (needed.has(file)) continue
    const full = path.join(sharedDir, file)
    if (statSync(full).mtimeMs > cutoff) continue
    rmSync(full)
    deleted.push(file)
  }
  return deleted
}
