import { run, ReleaseError } from "./steps.ts"

/** How the instances are restarted, from the environment. */
export interface Instances {
  /** A shell command with `{port}` where the instance's port goes. */
  readonly restart: string
  readonly ports: readonly number[]
}

export const DEFAULT_RESTART = "systemctl restart trabem-web@{port}"
export const DEFAULT_PORTS = "3001 3002"

/** RELEASE_RESTART and RELEASE_PORTS, checked; a bad value is one line. */
export function instancesFrom(env: NodeJS.ProcessEnv): Instances {
  const restart = env.RELEASE_RESTART?.trim() || DEFAULT_RESTART
  if (!restart.includes("{port}"))
    throw new ReleaseError(
      `RELEASE_RESTART must contain {port}, where each instance's port goes: "${restart}"`,
    )
  const words = (env.RELEASE_PORTS?.trim() || DEFAULT_PORTS).split(/[\s,]+/)
  const ports = words.map(Number)
  if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535))
    throw new ReleaseError(
      `RELEASE_PORTS must list ports separated by spaces, e.g. "${DEFAULT_PORTS}": "${env.RELEASE_PORTS}"`,
    )
  return { restart, ports }
}

/** How long a restarted instance has to report the release it serves. */
const HEALTH_WAIT_MS = 90_000

/** The release an instance reports at /healthz, or undefined while it does not answer. */
export async function servedRelease(port: number): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(5_000),
    })
    const body = (await response.json()) as { release?: unknown }
    return response.ok && typeof body.release === "string"
      ? body.release
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Restarts the instances one at a time: the next only once the one
 * restarted reports `release` at /healthz, so the others serve meanwhile.
 * Resolves to the ports restarted; rejects at the first that does not come
 * back, with the ports restarted before it.
 */
export async function rollingRestart(
  instances: Instances,
  release: string,
  cwd: string,
  log: string,
  restarted: number[] = [],
): Promise<number[]> {
  for (const port of instances.ports) {
    const command = instances.restart.replaceAll("{port}", String(port))
    restarted.push(port)
    await run(
      "sh",
      ["-c", command],
      { cwd, log, timeoutMs: 120_000, direct: true },
      command,
    )
    const deadline = Date.now() + HEALTH_WAIT_MS
    while ((await servedRelease(port)) !== release) {
      if (Date.now() > deadline)
        throw new ReleaseError(
          `the instance on port ${port} did not report release ${release} at /healthz within ${HEALTH_WAIT_MS / 1000} s after "${command}"`,
        )
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return restarted
}
