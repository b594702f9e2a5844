import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { validateContact } from "#common/schemas/contact.ts"
import { openDatabase } from "../db/database.ts"
import { createLeadWriter, findLead, markAttemptFailed } from "../db/leads.ts"
import { testDatabases, validLead } from "../testing/harness.ts"
import { csvCell, runLeadsCommand } from "./leads.ts"

describe("csvCell", () => {
  it("quotes what needs it and defuses formulas", () => {
    expect(csvCell("Ana")).toBe("Ana")
    expect(csvCell('Dice "hola", sí')).toBe('"Dice ""hola"", sí"')
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`)
    expect(csvCell(null)).toBe("")
  })
})

describe("npm run leads", () => {
  let output: string[]
  let id: number

  beforeEach(async () => {
    const [sqlite] = testDatabases()
    process.env.DATABASE_URL = await sqlite?.url()
    const database = await openDatabase(process.env.DATABASE_URL)
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
    await database.db.destroy()
    output = []
    vi.spyOn(console, "log").mockImplementation(
      (line: string) => void output.push(line),
    )
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      output.push(String(chunk))
      return true
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    delete process.env.DATABASE_URL
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
