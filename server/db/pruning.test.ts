import { afterEach, describe, expect, it } from "vitest"
import { buildApp } from "#server/app.ts"
import { parseEnv } from "#server/env.ts"
import { fakeBuild } from "#server/testing/harness.ts"
import { testDatabases } from "#server/testing/databases.ts"

const HOUR_MS = 3_600_000

describe.each(testDatabases())("rate-limit pruning ($name)", ({ url }) => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
    close = undefined
  })

  it("drops counters of past windows at start-up, with no SMTP configured", async () => {
    const app = await buildApp({
      env: parseEnv({ BUILD_DIR: fakeBuild(), DATABASE_URL: await url() }),
      logger: false,
    })
    close = () => app.close()
    expect(app.leads.outbox).toBeUndefined()
    const { db } = app.leads.database
    const windowStart = (hoursAgo: number) =>
      new Date(
        Math.floor(Date.now() / HOUR_MS) * HOUR_MS - hoursAgo * HOUR_MS,
      ).toISOString()
    await db.deleteFrom("rate_limits").execute()
    await db
      .insertInto("rate_limits")
      .values([
        { client: "203.0.113.7", window_start: windowStart(5), hits: 9 },
        { client: "203.0.113.8", window_start: windowStart(0), hits: 2 },
      ])
      .execute()

    await app.ready()

    const rows = await db.selectFrom("rate_limits").select("client").execute()
    expect(rows.map((row) => row.client)).toEqual(["203.0.113.8"])
  })
})
