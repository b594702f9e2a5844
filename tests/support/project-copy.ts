import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * A copy of the project in a temporary folder, sharing its node_modules, for
 * tests that add content files or write them through the editor and build
 * the result, without touching the repository.
 */
const project = path.resolve(import.meta.dirname, "../..")
const folders = ["app", "common", "public", "scripts", "server"]
const files = [
  "astro.config.ts",
  "keystatic.config.ts",
  "package.json",
  "tsconfig.json",
]

/**
 * `served`: for a development server, whose bundler serves only files inside
 * the project: node_modules is then hard-linked (same disk, no bytes copied)
 * rather than linked.
 */
export function copyProject(prefix: string, { served = false } = {}): string {
  const copy = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  for (const folder of folders)
    cpSync(path.join(project, folder), path.join(copy, folder), {
      recursive: true,
    })
  for (const file of files)
    cpSync(path.join(project, file), path.join(copy, file))
  const modules = path.join(project, "node_modules")
  if (!served) symlinkSync(modules, path.join(copy, "node_modules"))
  else runInCopy(copy, "cp", ["-al", modules, "node_modules"])
  return copy
}

/** Runs a command in the copy (`npm run build`…); its output is the error if it fails. */
export function runInCopy(copy: string, command: string, args: string[]) {
  const run = spawnSync(command, args, {
    cwd: copy,
    env: { ...process.env, BUILD_DIR: "build" },
    encoding: "utf8",
  })
  if (run.status !== 0) throw new Error(run.stdout + run.stderr)
}

export const removeCopy = (copy: string) =>
  rmSync(copy, { recursive: true, force: true })
