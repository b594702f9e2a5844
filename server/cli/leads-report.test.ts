import { mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it, vi } from "vitest"
import { validateContact } from "#common/schemas/contact.ts"
import { createLeadWriter } from "../db/lead-writer.ts"
import { useLeadsDatabase } from "../testing/leads-command.ts"
import { leadsProgram } from "./leads.ts"

/** `npm run leads -- report`: leads by page, form, language and campaign, and per 100 visits with GoAccess's JSON. */

const DAY_MS = 86_400_000
/** A day as GoAccess's "visitors" panel names it, whatever the locale: "20261129". */
function goaccessDay(date: Date) {
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, "0")}${String(date.getDate()).padStart(2, "0")}`
}

const kit = {
  name: "Lucía Martínez",
  email: "lucia@panaderia-lucia.es",
  message: "Queremos pedir la ayuda del Kit Digital para la web.",
  kind: "kitDigital",
  locale: "es",
  page: "/kitdigital",
}

/** The leads stored, each sent today unless `daysAgo` says otherwise. */
const leads: ReadonlyArray<Record<string, unknown> & { daysAgo?: number }> = [
  {
    ...kit,
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "diciembre",
    referrerHost: "news.example.com",
  },
  kit,
  {
    ...kit,
    kind: "quarry",
    locale: "en",
    isEnglish: true,
    page: "/en/canteras",
    utmSource: "linkedin",
  },
  { ...kit, kind: "home", page: "/", subject: "Web", daysAgo: 10 },
]

/** GoAccess's JSON report of a log of today only (the parts the report reads). */
function visitsReport(folder: string) {
  const today = goaccessDay(new Date())
  const request = (data: string, method: string, visitors: number) => ({
    hits: { count: visitors + 1 },
    visitors: { count: visitors },
    method,
    protocol: "HTTP/1.1",
    data,
  })
  const file = path.join(folder, "report.json")
  writeFileSync(
    file,
    JSON.stringify({
      visitors: { data: [{ data: today, hits: { count: 17 } }] },
      requests: {
        data: [
          request("/kitdigital", "GET", 6),
          request("/kitdigital", "HEAD", 2),
          request("/", "GET", 5),
          request("/novedades/", "GET", 3),
          request("/api/contact", "POST", 4),
        ],
      },
    }),
  )
  return file
}

describe("npm run leads -- report", () => {
  const output = useLeadsDatabase(async (database) => {
    const submit = createLeadWriter(database.db, database.dialect)
    for (const { daysAgo = 0, ...lead } of leads) {
      const contact = validateContact(lead)
      if (!contact.success)
        throw new Error(`invalid fixture: ${JSON.stringify(contact.errors)}`)
      await submit({
        contact: contact.data,
        locale: String(lead.locale),
        client: "test",
        limitPerHour: 10,
        now: new Date(Date.now() - daysAgo * DAY_MS),
      })
    }
  })
  const folder = mkdtempSync(path.join(os.tmpdir(), "trabem-report-"))

  /** Runs the command; resolves to its exit code and what it printed, errors apart. */
  async function report(args: readonly string[]) {
    const errors: string[] = []
    vi.spyOn(console, "error").mockImplementation(
      (line: string) => void errors.push(line),
    )
    output.length = 0
    const status = await leadsProgram(["report", ...args])
    return { status, text: output.join(""), errors }
  }

  it("counts the last seven days' leads by page, form, language, campaign and referring site", async () => {
    const { status, text } = await report([])
    expect(status).toBe(0)
    const lines = text.split("\n")
    expect(lines[0]).toMatch(
      /^Leads from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: 3$/,
    )
    for (const row of [
      /^\/kitdigital\s+2$/,
      /^\/en\/canteras\s+1$/,
      /^kitDigital\s+2$/,
      /^quarry\s+1$/,
      /^es\s+2$/,
      /^en\s+1$/,
      /^newsletter \/ email \/ diciembre\s+1$/,
      /^linkedin \/ - \/ -\s+1$/,
      /^\(none\)\s+1$/,
      /^news\.example\.com\s+1$/,
    ])
      expect(
        lines.some((line) => row.test(line)),
        String(row),
      ).toBe(true)
    // The lead of ten days ago is outside the week, and in since a day before it.
    expect(text).not.toMatch(/^\/\s+1$/m)
    const since = new Date(Date.now() - 11 * DAY_MS)
    const day = `${since.getFullYear()}-${String(since.getMonth() + 1).padStart(2, "0")}-${String(since.getDate()).padStart(2, "0")}`
    const longer = await report(["--since", day])
    expect(longer.text.split("\n")[0]).toMatch(
      new RegExp(`^Leads from ${day} to .*: 4$`),
    )
    expect(longer.text).toMatch(/^\/\s+1$/m)
  })

  it("with GoAccess's JSON, gives each page's visits and leads per 100 visits over the log's days", async () => {
    const { status, text } = await report(["--visits", visitsReport(folder)])
    expect(status).toBe(0)
    expect(text).toMatch(/^Leads from (\S+) to \1: 3$/m)
    expect(text).toMatch(/^Page\s+Leads\s+Visits\s+Leads per 100 visits$/m)
    // GET and HEAD are visits of the page; the API's POST is not.
    expect(text).toMatch(/^\/kitdigital\s+2\s+8\s+25\.0$/m)
    expect(text).toMatch(/^\/en\/canteras\s+1\s+0$/m)
    expect(text).toMatch(/^\/\s+0\s+5\s+0\.0$/m)
    expect(text).toMatch(/^\/novedades\s+0\s+3\s+0\.0$/m)
    expect(text).not.toContain("/api/contact")
  })

  it("prints CSV for a spreadsheet", async () => {
    const { status, text } = await report([
      "--visits",
      visitsReport(folder),
      "--format",
      "csv",
    ])
    expect(status).toBe(0)
    const rows = text.split("\r\n")
    expect(rows[0]).toBe("table,item,leads,visits,leads_per_100_visits")
    for (const row of [
      "page,/kitdigital,2,8,25.0",
      "page,/en/canteras,1,0,",
      "form,kitDigital,2,,",
      "language,es,2,,",
      "campaign,newsletter / email / diciembre,1,,",
      "referrer,news.example.com,1,,",
    ])
      expect(rows).toContain(row)
  })

  it("refuses what it cannot read in one line, and prints nothing else", async () => {
    const notJson = path.join(folder, "report.html")
    writeFileSync(notJson, "<!doctype html>")
    const cases: Array<[string[], string]> = [
      [
        ["--since", "2026-02-30"],
        '--since must be a date such as 2026-11-01, not "2026-02-30". "npm run leads -- help" lists the commands.',
      ],
      [
        ["--since", "2026-11-01", "--visits", "report.json"],
        '--since and --visits cannot go together: the visits\' log sets the days. "npm run leads -- help" lists the commands.',
      ],
      [
        ["--format", "xlsx"],
        '--format must be text or csv, not "xlsx". "npm run leads -- help" lists the commands.',
      ],
      [
        ["--visits", path.join(folder, "missing.json")],
        `cannot read the visits: ${path.join(folder, "missing.json")} does not exist. "npm run leads -- help" lists the commands.`,
      ],
      [
        ["--visits", notJson],
        `cannot read the visits: ${notJson} is not GoAccess's JSON report (not JSON). "npm run leads -- help" lists the commands.`,
      ],
    ]
    for (const [args, message] of cases) {
      const run = await report(args)
      expect(run, args.join(" ")).toEqual({
        status: 1,
        text: "",
        errors: [message],
      })
    }
  })
})
