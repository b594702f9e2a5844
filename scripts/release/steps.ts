import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  mkdirSync,
  readFileSync,
  rmSync,
} from "node:fs"
import path from "node:path"
import { failureLine } from "./failure.ts"

/** A step that failed, said in one line. */
export class ReleaseError extends Error {
  override name = "ReleaseError"
}

export interface RunOptions {
  readonly cwd: string
  readonly env?: NodeJS.ProcessEnv
  /** Where the command's output is appended. */
  readonly log: string
  /** Bytes written to the command's standard input. */
  readonly input?: Buffer
  readonly timeoutMs?: number
  /**
   * The command writes straight into the log rather than through a pipe:
   * for a command that starts a process which outlives it (an instance),
   * whose output must not depend on this one.
   */
  readonly direct?: boolean
}

/** Runs a command; resolves to its output (stdout and stderr, interleaved), or rejects with its one-line failure. */
export function run(
  command: string,
  args: readonly string[],
  { cwd, env, log, input, timeoutMs = 15 * 60_000, direct = false }: RunOptions,
  what = `${command} ${args.join(" ")}`,
): Promise<string> {
  appendFileSync(log, `\n$ ${what}\n`)
  return new Promise((resolve, reject) => {
    const logFd = direct ? openSync(log, "a") : undefined
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: [input ? "pipe" : "ignore", logFd ?? "pipe", logFd ?? "pipe"],
    })
    if (logFd !== undefined) closeSync(logFd)
    const chunks: Buffer[] = []
    const collect = (chunk: Buffer) => {
      chunks.push(chunk)
      appendFileSync(log, chunk)
    }
    child.stdout?.on("data", collect)
    child.stderr?.on("data", collect)
    if (input) child.stdin?.end(input)
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs)
    child.on("error", (error) => {
      clearTimeout(timer)
      reject(new ReleaseError(`${what}: ${error.message}`))
    })
    child.on("close", (code, signal) => {
      clearTimeout(timer)
      const output = Buffer.concat(chunks).toString("utf8")
      if (code === 0) resolve(output)
      else
        reject(
          new ReleaseError(
            signal
              ? `${what}: stopped after ${Math.round(timeoutMs / 1000)} s`
              : `${what}: ${direct ? `exit code ${code}` : failureLine(output, cwd)}`,
          ),
        )
    })
  })
}

const git = (repository: string, args: readonly string[], log: string) =>
  run("git", ["--git-dir", repository, ...args], {
    cwd: path.dirname(repository),
    log,
  })

/**
 * The commit `ref` (a branch, a tag or a full commit id) names in the
 * repository at `url`, fetched into the root's own copy of the repository.
 */
export async function fetchCommit(
  repository: string,
  url: string,
  ref: string,
  log: string,
): Promise<string> {
  if (!existsSync(repository))
    await run("git", ["init", "--quiet", "--bare", repository], {
      cwd: path.dirname(repository),
      log,
    })
  if (/^[0-9a-f]{40}$/i.test(ref)) {
    const has = () =>
      git(repository, ["cat-file", "-e", `${ref}^{commit}`], log).then(
        () => true,
        () => false,
      )
    if (!(await has()))
      await git(
        repository,
        ["fetch", "--quiet", "--no-tags", url, "+refs/heads/*:refs/heads/*"],
        log,
      ).catch((error: Error) => {
        throw new ReleaseError(
          `cannot fetch ${ref} from ${url}: ${error.message}`,
        )
      })
    if (!(await has())) throw new ReleaseError(`no commit ${ref} in ${url}`)
    return ref.toLowerCase()
  }
  await git(repository, ["fetch", "--quiet", "--no-tags", url, ref], log).catch(
    (error: Error) => {
      throw new ReleaseError(
        `cannot fetch ${ref} from ${url}: ${error.message}`,
      )
    },
  )
  return (
    await git(repository, ["rev-parse", "--verify", "FETCH_HEAD^{commit}"], log)
  ).trim()
}

/** The commit's files, written into `dir` (which must not exist yet). */
export async function unpackCommit(
  repository: string,
  commit: string,
  dir: string,
  log: string,
) {
  mkdirSync(dir, { recursive: true })
  const archive = await new Promise<Buffer>((resolve, reject) => {
    const child = spawn(
      "git",
      ["--git-dir", repository, "archive", "--format=tar", commit],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    )
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk))
    child.on("error", reject)
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(
            new ReleaseError(
              `git archive ${commit}: ${Buffer.concat(err).toString().trim()}`,
            ),
          ),
    )
  })
  await run("tar", ["-x", "-C", dir], { cwd: dir, log, input: archive })
}

const lockHash = (dir: string) => {
  const file = path.join(dir, "package-lock.json")
  return existsSync(file)
    ? createHash("sha256").update(readFileSync(file)).digest("hex")
    : undefined
}

/** Caches a build writes under node_modules, which a copy must not share. */
const MODULE_CACHES = [".vite", ".astro", ".cache"]

/**
 * The release's packages: hard links to those of the first of `sources`
 * installed from the same lock file (no bytes copied, nothing downloaded),
 * else `npm ci`. Resolves to where they came from.
 */
export async function installPackages(
  dir: string,
  sources: readonly string[],
  env: NodeJS.ProcessEnv,
  log: string,
): Promise<string> {
  const wanted = lockHash(dir)
  const target = path.join(dir, "node_modules")
  for (const source of sources) {
    const modules = path.join(source, "node_modules")
    if (!wanted || lockHash(source) !== wanted || !existsSync(modules)) continue
    try {
      await run("cp", ["-al", modules, target], { cwd: dir, log })
      for (const cache of MODULE_CACHES)
        rmSync(path.join(target, cache), { recursive: true, force: true })
      return `packages linked from ${source}`
    } catch {
      rmSync(target, { recursive: true, force: true })
    }
  }
  await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, env, log })
  return "packages installed with npm ci"
}
