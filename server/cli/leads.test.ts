import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { validateContact } from "#common/schemas/contact.ts"
import { openDatabase } from "../db/database.ts"
import { markAttemptFailed } from "../db/lead-delivery.ts"
import { createLeadWriter } from "../db/lead-writer.ts"
import { findLead } from "../db/leads.ts"
import { testDatabases, validLead } from "../testing/harness.ts"
import { csvCell, runLeadsCommand } from "./leads.ts"

/** What the command prints, line by line (console.log) or chunk by chunk (stdout). */
function captureOutput(): string[] {
  const output: string[] = []
  vi.spyOn(console, "log").mockImplementation(
    (line: string) => void output.push(line),
  )
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    output.push(String(chunk))
    return true
  })
  return output
}

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
    output = captureOutput()
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

describe("npm run leads on a row holding escape sequences", () => {
  /** What a terminal would act on: C0 controls but LF, DEL, C1, direction overrides. */
  const TERMINAL_CONTROL =
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
  const link = "\u001b]8;;https://evil.example/\u0007pulsa aqui\u001b]8;;\u0007"
  let output: string[]
  let id: number

  beforeEach(async () => {
    const [sqlite] = testDatabases()
    process.env.DATABASE_URL = await sqlite?.url()
    const database = await openDatabase(process.env.DATABASE_URL)
    // Written directly, as a lead stored before the API refused these could be.
    const row = await database.db
      .insertInto("leads")
      .values({
        created_at: new Date().toISOString(),
        kind: "home",
        page: "/\u001b[2J",
        locale: "es",
        name: `Ana ${link} Garcia`,
        email: "ana@clinica.es\u0007",
        company: "Sol\u009b31m SL\u202e",
        phone: "\u0008\u0008\u0008600",
        service: "",
        subject: "Hola\u2028\u0085equipo",
        message: "Linea uno\nstatus           sent\u001b[2J\u001bc\ttab\u0000",
        is_english: 0,
        status: "pending",
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    id = row.id
    await database.db.destroy()
    output = captureOutput()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    delete process.env.DATABASE_URL
  })

  it("lists it with every control character shown, none sent to the terminal", async () => {
    expect(await runLeadsCommand(["list"])).toBe(0)
    const text = output.join("\n")
    expect(text).not.toMatch(TERMINAL_CONTROL)
    expect(text).toContain(
      "Ana \\u001b]8;;https://evil.example/\\u0007pulsa aqui\\u001b]8;;\\u0007 Garcia",
    )
    expect(text).toContain("ana@clinica.es\\u0007")
    // One lead, one line under the header.
    expect(output).toHaveLength(2)
  })

  it("shows it without letting a line pass for another field", async () => {
    expect(await runLeadsCommand(["show", String(id)])).toBe(0)
    const text = output.join("\n")
    expect(text).not.toMatch(TERMINAL_CONTROL)
    expect(text).toContain("Sol\\u009b31m SL\\u202e")
    expect(text).toContain("\\b\\b\\b600".replace(/\\b/g, "\\u0008"))
    expect(text).toContain("Hola\\u2028\\u0085equipo")
    const lines = text.split("\n")
    // The message's second line is indented under its field, never at the start of a line.
    expect(lines.filter((line) => /^status\s/.test(line))).toEqual([
      expect.stringMatching(/^status\s+pending$/),
    ])
    expect(text).toContain("\\u001b[2J\\u001bc    tab\\u0000")
  })

  it("exports it as CSV with the same characters made visible", async () => {
    expect(await runLeadsCommand(["export", "--csv"])).toBe(0)
    const csv = output.join("")
    // CSV keeps the message's own line break and the record ends; nothing else.
    expect(csv.replace(/[\r\n\t]/g, "")).not.toMatch(TERMINAL_CONTROL)
    expect(csv).toContain("\\u001b]8;;https://evil.example/\\u0007")
    expect(csv).toContain("/\\u001b[2J")
  })
})
