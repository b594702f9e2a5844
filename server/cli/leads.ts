import { openDatabase } from "#server/db/database.ts"
import { findLead, listLeads, retryLead } from "#server/db/leads.ts"
import type { Lead, LeadStatus } from "#server/db/schema.ts"
import { printableLine, printableText } from "#common/schemas/text.ts"
import { EnvError, parseEnv } from "#server/env.ts"

const USAGE = `Usage: npm run leads -- <command>

  list [--status pending|sent|failed] [--limit N]   newest first (default 50)
  show ID                                           every field of one lead
  export --csv                                      all leads as CSV on stdout
  retry ID                                          send a lead again now

Uses DATABASE_URL like the server (default: data/leads.sqlite).`

const statuses: readonly LeadStatus[] = ["pending", "sent", "failed"]

const csvColumns = [
  "id",
  "created_at",
  "status",
  "attempts",
  "sent_at",
  "last_error",
  "kind",
  "page",
  "locale",
  "service",
  "name",
  "email",
  "company",
  "phone",
  "subject",
  "message",
] as const satisfies ReadonlyArray<keyof Lead>

/*
 * Whatever the database holds is printed harmless: stored text may predate
 * the rules that now refuse control characters, so an escape sequence in a
 * name must not reach the operator's terminal. Each control, direction or
 * invisible character is shown as a visible escape such as \u001b.
 */

/** One CSV cell; text that a spreadsheet would run as a formula is defused. */
export function csvCell(value: unknown): string {
  let text = printableText(
    value === null || value === undefined ? "" : String(value),
  )
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function leadsToCsv(leads: readonly Lead[]): string {
  const lines = [csvColumns.join(",")]
  for (const lead of leads)
    lines.push(csvColumns.map((column) => csvCell(lead[column])).join(","))
  return `${lines.join("\r\n")}\r\n`
}

function optionValue(args: readonly string[], name: string) {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}

function parseId(value: string | undefined): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0)
    throw new UsageError("ID must be a positive whole number")
  return id
}

class UsageError extends Error {}

function printTable(leads: readonly Lead[]) {
  const rows = leads.map((lead) =>
    [
      String(lead.id),
      lead.created_at.slice(0, 19).replace("T", " "),
      lead.status,
      String(lead.attempts),
      lead.kind ?? "",
      lead.service,
      lead.name,
      lead.email,
    ].map(printableLine),
  )
  const header = [
    "id",
    "received (UTC)",
    "status",
    "tries",
    "form",
    "service",
    "name",
    "email",
  ]
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  )
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
}

/** A value of "show": lines after the first are indented, so no line can pass for another field. */
function showValue(value: unknown): string {
  const text = printableText(
    value === null || value === undefined ? "" : String(value),
  )
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    .split("\n")
    .join(`\n${" ".repeat(17)}`)
}

export async function runLeadsCommand(
  args: readonly string[],
): Promise<number> {
  const [command, ...rest] = args
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE)
    return command ? 0 : 1
  }
  const env = parseEnv(process.env)
  const database = await openDatabase(env.DATABASE_URL)
  const { db } = database
  try {
    switch (command) {
      case "list": {
        const status = optionValue(rest, "--status")
        if (status !== undefined && !statuses.includes(status as LeadStatus))
          throw new UsageError(`--status must be one of ${statuses.join(", ")}`)
        const limit = Number(optionValue(rest, "--limit") ?? 50)
        const leads = await listLeads(db, {
          ...(status ? { status: status as LeadStatus } : {}),
          limit: Number.isInteger(limit) && limit > 0 ? limit : 50,
        })
        if (leads.length === 0) console.log("No leads.")
        else printTable(leads)
        return 0
      }
      case "show": {
        const lead = await findLead(db, parseId(rest[0]))
        if (!lead) {
          console.error(`No lead ${rest[0]}.`)
          return 1
        }
        for (const [key, value] of Object.entries(lead))
          console.log(`${key.padEnd(16)} ${showValue(value)}`)
        return 0
      }
      case "export": {
        if (!rest.includes("--csv")) throw new UsageError("export needs --csv")
        process.stdout.write(leadsToCsv(await listLeads(db)))
        return 0
      }
      case "retry": {
        const id = parseId(rest[0])
        if (!(await retryLead(db, id))) {
          console.error(`No lead ${id}.`)
          return 1
        }
        console.log(
          `Lead ${id} is pending again; a running server sends it within seconds.`,
        )
        return 0
      }
      default:
        throw new UsageError(`Unknown command "${command}"`)
    }
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await runLeadsCommand(process.argv.slice(2))
  } catch (error) {
    if (error instanceof UsageError || error instanceof EnvError) {
      console.error(`${error.message}\n\n${USAGE}`)
      process.exitCode = 1
    } else throw error
  }
}
