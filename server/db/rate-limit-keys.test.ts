import { createHash } from "node:crypto"
import { afterEach, describe, expect, it } from "vitest"
import { testDatabases } from "../testing/databases.ts"
import { openDatabase, type Database } from "./database.ts"
import { createClientKey, keyWithSecret } from "./rate-limit-keys.ts"
import { pruneRateLimits } from "./rate-limits.ts"

const day1 = new Date("2026-11-25T23:30:00Z")
const day2 = new Date("2026-11-26T00:05:00Z")

describe.each(testDatabases())("rate-limit keys on $name", ({ url }) => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.db.destroy()
  })

  it("are an HMAC with the day's secret, the same in every server process, and cannot be traced back once the day is over", async () => {
    database = await openDatabase(await url())
    const { db } = database
    // Two server processes: each reads the day's secret on its own.
    const first = createClientKey(db)
    const second = createClientKey(db)
    const address = "203.0.113.7"
    const [a, b, other] = await Promise.all([
      first(address, day1),
      second(address, day1),
      second("203.0.113.8", day1),
    ])
    expect(a).toBe(b)
    expect(other).not.toBe(a)
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(a).not.toContain(address)
    // Not the unsalted hash, which trying every IPv4 address reverses.
    expect(createHash("sha256").update(address).digest("hex")).not.toContain(a)
    const secrets = await db
      .selectFrom("rate_limit_secrets")
      .selectAll()
      .execute()
    expect(secrets).toHaveLength(1)
    expect(secrets[0]?.day).toBe("2026-11-25")
    expect(keyWithSecret(secrets[0]?.secret ?? "", address)).toBe(a)

    // The next day, a new secret; the previous one is deleted with the counters.
    const next = await first(address, day2)
    expect(next).not.toBe(a)
    expect(await second(address, day2)).toBe(next)
    await pruneRateLimits(db, day2)
    const left = await db
      .selectFrom("rate_limit_secrets")
      .select("day")
      .execute()
    expect(left).toEqual([{ day: "2026-11-26" }])
  })
})
