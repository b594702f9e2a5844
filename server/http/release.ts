import { readFileSync } from "node:fs"
import path from "node:path"

/**
 * What the release command (scripts/release.ts) writes beside a release's
 * build: the release's folder name under `<root>/releases/`, the commit it
 * was made from, when, and the hashed assets it brought to the shared
 * assets folder.
 */
export interface ReleaseManifest {
  readonly release: string
  readonly commit: string
  readonly ref: string
  readonly madeAt: string
  readonly assets: readonly string[]
}

/** The manifest's file, in the build folder. */
export const RELEASE_MANIFEST = "release.json"

/** The manifest of the build in `buildDir`, or undefined for a build not made by a release. */
export function readReleaseManifest(
  buildDir: string,
): ReleaseManifest | undefined {
  try {
    return JSON.parse(
      readFileSync(path.join(buildDir, RELEASE_MANIFEST), "utf8"),
    ) as ReleaseManifest
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
}
