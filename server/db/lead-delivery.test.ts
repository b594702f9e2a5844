import { afterEach, describe, expect, it } from "vitest"
import { testDatabases } from "../testing/databases.ts"
import { insertLeadRow } from "../testing/lead-rows.ts"
import { openDatabase, type Database } from "./database.ts"
import { claimDueLeads, markAttemptFailed, markSent } from "./lead-delivery.ts"
import { findLead } from "./leads.ts"

/** Two senders and one lead whose first send outlives its lease. */
describe.each(testDatabases())("a lead's claims on $name", ({ url }) => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.db.destroy()
  })

  async function claimedTwice() {
    database = await openDatabase(await url())
    const { db, dialect } = database
    const id = await insertLeadRow(db, {
      email: "ana@example.com",
      name: "Ana",
      status: "pending",
    })
    const start = Date.now()
    const claim = (after: number) =>
      claimDueLeads(db, dialect, {
        limit: 10,
        leaseMs: 1_000,
        now: new Date(start + after),
      })
    const [first] = await claim(0)
    expect(await claim(500)).toEqual([])
    const [second] = await claim(1_500)
    expect(second?.id).toBe(id)
    return { db, id, first, second }
  }

  it("a late failure of an expired claim leaves the lead sent by the next claim", async () => {
    const { db, id, first } = await claimedTwice()
    await markSent(db, id)
    await markAttemptFailed(db, id, {
      error: "Greeting never received",
      nextAttemptAt: new Date(),
      isFinal: false,
      claimedUntil: first?.locked_until,
    })
    expect(await findLead(db, id)).toMatchObject({
      status: "sent",
      last_error: null,
    })
  })

  it("a failure under the claim that holds puts the lead back to pending", async () => {
    const { db, id, first, second } = await claimedTwice()
    await markAttemptFailed(db, id, {
      error: "Greeting never received",
      nextAttemptAt: new Date(),
      isFinal: false,
      claimedUntil: first?.locked_until,
    })
    expect((await findLead(db, id))?.locked_until).toBe(second?.locked_until)
    await markAttemptFailed(db, id, {
      error: "Connection refused",
      nextAttemptAt: new Date(),
      isFinal: false,
      claimedUntil: second?.locked_until,
    })
    expect(await findLead(db, id)).toMatchObject({
      status: "pending",
      locked_until: null,
      last_error: "Connection refused",
    })
  })
})
