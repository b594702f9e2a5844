import { describe, expect, it } from "vitest"
import { useLeadsDatabase } from "../testing/leads-command.ts"
import { runLeadsCommand } from "./leads.ts"
import { csvCell } from "./leads-output.ts"

describe("csvCell", () => {
  it("quotes what needs it and defuses formulas", () => {
    expect(csvCell("Ana")).toBe("Ana")
    expect(csvCell('Dice "hola", sí')).toBe('"Dice ""hola"", sí"')
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`)
    expect(csvCell(null)).toBe("")
  })
})

describe("npm run leads on a row holding escape sequences", () => {
  /** What a terminal would act on: C0 controls but LF, DEL, C1, direction overrides. */
  const TERMINAL_CONTROL =
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
  const link = "\u001b]8;;https://evil.example/\u0007pulsa aqui\u001b]8;;\u0007"
  let id: number
  const output = useLeadsDatabase(async (database) => {
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
