import type { Kysely } from "kysely"
import type { DialectName } from "./database.ts"
import {
  storeLead,
  type SubmitLead,
  type SubmitLeadResult,
  type SubmitLeadInput,
} from "./lead-submission.ts"
import type { DatabaseSchema } from "./schema.ts"

interface Pending {
  readonly input: SubmitLeadInput
  readonly resolve: (result: SubmitLeadResult) => void
  readonly reject: (error: unknown) => void
}

/**
 * Stores leads, each with its client's rate-limit count, committed before
 * the promise resolves (so the API answers 201 only once the lead is on
 * disk). A repeated Idempotency-Key returns the lead stored the first time.
 *
 * On SQLite, submissions that arrive together share one transaction (group
 * commit): each commit waits for the disk, and one wait for many leads is
 * what makes the throughput budget reachable. PostgreSQL does its own
 * group commit, so there each submission is its own transaction.
 */
export function createLeadWriter(
  db: Kysely<DatabaseSchema>,
  dialect: DialectName,
): SubmitLead {
  if (dialect === "postgres")
    return (input) => db.transaction().execute((trx) => storeLead(trx, input))
  let queue: Pending[] = []
  const flush = async () => {
    const batch = queue
    queue = []
    try {
      const results = await db.transaction().execute(async (trx) => {
        const out: SubmitLeadResult[] = []
        for (const item of batch) out.push(await storeLead(trx, item.input))
        return out
      })
      batch.forEach((item, i) => {
        const result = results[i]
        if (result) item.resolve(result)
        else item.reject(new Error("missing result"))
      })
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error)
        return
      }
      // One bad submission must not fail the others: store each alone.
      for (const item of batch)
        await db
          .transaction()
          .execute((trx) => storeLead(trx, item.input))
          .then(item.resolve, item.reject)
    }
  }
  return (input) =>
    new Promise((resolve, reject) => {
      queue.push({ input, resolve, reject })
      if (queue.length === 1) setImmediate(() => void flush())
    })
}
