import { describe, expect, it } from "vitest"
import { validateContact } from "#common/schemas/contact.ts"
import { openDatabase } from "../db/database.ts"
import { markAttemptFailed } from "../db/lead-delivery.ts"
import { createLeadWriter } from "../db/lead-writer.ts"
import { findLead } from "../db/leads.ts"
import { validLead } from "../testing/harness.ts"
import { useLeadsDatabase } from "../testing/leads-command.ts"
import { runLeadsCommand } from "./leads.ts"

describe("npm run leads", () => {
  let id: number
  const output = useLeadsDatabase(async (database) => {
    const contact = validateContact({ ...validLead, company: "=1+1" })
    if (!contact.success) throw new Error("invalid fixture")
    const submit = createLeadWriter(database.db, database.dialect)
    const stored = await submit({
      contact: contact.data,
      locale: "es",
      client: "test",
      limitPerHour: 10,
    })
    id = stored.status === "stored" ? stored.id : 0
    await markAttemptFailed(database.db, id, {
      error: "ECONNREFUSED",
      nextAttemptAt: new Date(),
      isFinal: true,
    })
  })

  it("lists, shows, exports and retries", async () => {
    expect(await runLeadsCommand(["list", "--status", "failed"])).toBe(0)
    expect(output.join("\n")).toMatch(
      new RegExp(`${id}\\s+\\S+ \\S+\\s+failed\\s+0`),
    )
    output.length = 0
    expect(await runLeadsCommand(["show", String(id)])).toBe(0)
    expect(output.join("\n")).toContain("ECONNREFUSED")
    output.length = 0
    expect(await runLeadsCommand(["export", "--csv"])).toBe(0)
    const csv = output.join("")
    expect(csv.split("\r\n")[0]).toMatch(/^id,created_at,status/)
    expect(csv).toContain(`"'=1+1"`)
    expect(await runLeadsCommand(["retry", String(id)])).toBe(0)
    const database = await openDatabase(process.env.DATABASE_URL)
    expect(await findLead(database.db, id)).toMatchObject({
      status: "pending",
      attempts: 0,
    })
    await database.db.destroy()
  })
})
