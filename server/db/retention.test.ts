import { writeFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it, vi } from "vitest"
import { PRIVACY_MANIFEST } from "#common/privacy/lead-retention.ts"
import { buildApp } from "../app.ts"
import { EnvError, parseEnv } from "../env.ts"
import { testDatabases } from "../testing/databases.ts"
import { fakeBuild } from "../testing/harness.ts"
import { insertLeadRow } from "../testing/lead-rows.ts"
import { waitFor } from "../testing/wait-for.ts"
import { openDatabase } from "./database.ts"
import { findLead } from "./leads.ts"

const quiet = { level: "silent" } as const

describe.each(testDatabases())("retention on $name", ({ url }) => {
  it("a starting server deletes the leads of addresses silent for longer than LEAD_RETENTION_DAYS", async () => {
    const databaseUrl = await url()
    const seed = await openDatabase(databaseUrl)
    // Old's latest lead is 91 days old: both go. Ana wrote again lately; Bob's is 89 days old.
    const leads = [
      ["old@x.es", 200],
      ["OLD@x.es", 91],
      ["ana@x.es", 200],
      ["ana@x.es", 2],
      ["bob@x.es", 89],
    ] as const
    const ids: number[] = []
    for (const [email, daysAgo] of leads)
      ids.push(await insertLeadRow(seed.db, { email, name: email, daysAgo }))
    const kept = ids.slice(2)
    await seed.db.destroy()
    const build = fakeBuild()
    writeFileSync(
      path.join(build, PRIVACY_MANIFEST),
      JSON.stringify({ leadRetentionDays: 90 }),
    )
    const app = await buildApp({
      env: parseEnv({
        BUILD_DIR: build,
        DATABASE_URL: databaseUrl,
        LEAD_RETENTION_DAYS: "90",
      }),
      logger: quiet,
    })
    await app.ready()
    const rows = await app.leads.database.db
      .selectFrom("leads")
      .select("id")
      .orderBy("id")
      .execute()
    await app.close()
    expect(rows.map((row) => row.id)).toEqual(kept)
  })
})

describe("retention's hourly pass", () => {
  it("deletes a lead within the hour its period ends, not the next day", async () => {
    const [sqlite] = testDatabases()
    // The clock and the purge's timer move as the test says; the database's own waits do not.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] })
    try {
      const app = await buildApp({
        env: parseEnv({
          BUILD_DIR: fakeBuild(),
          DATABASE_URL: await sqlite?.url(),
        }),
        logger: quiet,
      })
      const { db } = app.leads.database
      // 364 days and 23½ hours old: its year ends in half an hour.
      const id = await insertLeadRow(db, {
        email: "ana@x.es",
        name: "Ana",
        daysAgo: 365 - 1 / 48,
      })
      await app.ready()
      expect(await findLead(db, id)).toBeDefined()
      vi.advanceTimersByTime(60 * 60 * 1000)
      await waitFor(async () => (await findLead(db, id)) === undefined)
      await app.close()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("the privacy page and the server agree on the period", () => {
  it("the server refuses to start with a period other than the one the page was built with", async () => {
    const [sqlite] = testDatabases()
    const start = buildApp({
      env: parseEnv({
        BUILD_DIR: fakeBuild(),
        DATABASE_URL: await sqlite?.url(),
        LEAD_RETENTION_DAYS: "180",
      }),
      logger: quiet,
    })
    await expect(start).rejects.toThrow(EnvError)
    await expect(start).rejects.toThrow(
      /LEAD_RETENTION_DAYS is 180, but the privacy page in .* was built saying 365 days/,
    )
  })

  it("an invalid LEAD_RETENTION_DAYS stops start-up with a message naming it", () => {
    expect(() => parseEnv({ LEAD_RETENTION_DAYS: "0" })).toThrow(
      "LEAD_RETENTION_DAYS: must be between 1 and 3650 days",
    )
  })
})
