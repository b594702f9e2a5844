import type { FastifyBaseLogger } from "fastify"
import type { Database } from "./database.ts"
import { pruneRateLimits } from "./rate-limits.ts"

/** How often rate-limit counters of past windows are dropped. */
export const PRUNE_EVERY_MS = 10 * 60_000

/**
 * Drops rate-limit counters of windows that are over: once at start-up, then
 * every PRUNE_EVERY_MS, whether or not the server sends e-mail. Resolves,
 * after the first pass, to the function that stops it.
 */
export async function startPruning(
  database: Database,
  log: FastifyBaseLogger,
  everyMs = PRUNE_EVERY_MS,
): Promise<() => void> {
  const prune = () =>
    pruneRateLimits(database.db).catch((error: unknown) =>
      log.error({ err: error }, "pruning rate-limit counters failed"),
    )
  await prune()
  const timer = setInterval(() => void prune(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
