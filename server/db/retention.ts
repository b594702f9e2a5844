import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import {
  PRIVACY_MANIFEST,
  type PrivacyManifest,
} from "#common/privacy/lead-retention.ts"
import type { FastifyBaseLogger } from "fastify"
import type { Database } from "./database.ts"
import { purgeExpiredLeads } from "./leads.ts"

/**
 * How often each server process deletes the leads past their retention
 * period: hourly, so the privacy page's period holds to the hour.
 */
export const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * Keeps the privacy page's promise: at start-up, then every hour, deletes
 * the leads of every address whose latest lead is older than
 * LEAD_RETENTION_DAYS, down to the bytes on disk. The log says how many,
 * never whose. Resolves, after the first pass, to the function that stops
 * it.
 */
export async function startRetention(
  database: Database,
  retentionDays: number,
  log: FastifyBaseLogger,
  everyMs = PURGE_EVERY_MS,
): Promise<() => void> {
  const purge = async () => {
    try {
      const purged = await purgeExpiredLeads(database, retentionDays)
      if (purged.ids.length > 0)
        log.info(
          {
            leads: purged.ids.length,
            addresses: purged.addresses,
            cutoff: purged.cutoff,
          },
          "deleted leads past the retention period",
        )
    } catch (error) {
      log.error({ err: error }, "deleting leads past retention failed")
    }
  }
  await purge()
  const timer = setInterval(() => void purge(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Reads the period the privacy page was built with (build/privacy.json).
 * Resolves to it, or undefined for a build that did not record one.
 */
export function builtRetentionDays(buildDir: string): number | undefined {
  const file = path.join(buildDir, PRIVACY_MANIFEST)
  if (!existsSync(file)) return undefined
  const manifest = JSON.parse(readFileSync(file, "utf8")) as PrivacyManifest
  return manifest.leadRetentionDays
}
