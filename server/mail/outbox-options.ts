/** How the outbox paces itself: retry backoff, polling, leases and parallel sends. */

export interface OutboxOptions {
  /** Delay before the first retry; each further one doubles it. */
  readonly baseDelayMs: number
  /** The longest wait between two attempts. */
  readonly maxDelayMs: number
  /** After this many attempts a lead is marked failed (see `npm run leads -- retry`). */
  readonly maxAttempts: number
  /** How often the queue is checked when nothing wakes the worker. */
  readonly pollIntervalMs: number
  /** How long a claimed lead stays reserved for the worker that claimed it. */
  readonly leaseMs: number
  readonly batchSize: number
  readonly concurrency: number
}

export const defaultOutboxOptions: OutboxOptions = {
  baseDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  maxAttempts: 20,
  pollIntervalMs: 1_000,
  leaseMs: 120_000,
  // One claimed lead per sender: each lead's lease covers one send (at
  // most about 50 s with the transport's timeouts), not a queue of them.
  batchSize: 4,
  concurrency: 4,
}

/** Exponential backoff: base, 2×base, 4×base… capped at maxDelayMs. */
export function retryDelayMs(attempts: number, options: OutboxOptions): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(
    options.baseDelayMs * 2 ** Math.min(exponent, 30),
    options.maxDelayMs,
  )
}
