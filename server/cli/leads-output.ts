import { printableLine, printableText } from "#common/schemas/text.ts"
import type { Lead } from "#server/db/schema.ts"

/*
 * Whatever the database holds is printed harmless: stored text may predate
 * the rules that now refuse control characters, so an escape sequence in a
 * name must not reach the operator's terminal. Each control, direction or
 * invisible character is shown as a visible escape such as \u001b.
 */

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
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer_host",
] as const satisfies ReadonlyArray<keyof Lead>

/** A stored value as printable text: null and undefined print as nothing. */
function printable(value: unknown): string {
  return printableText(
    value === null || value === undefined ? "" : String(value),
  )
}

/** One CSV cell; text that a spreadsheet would run as a formula is defused. */
export function csvCell(value: unknown): string {
  let text = printable(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function leadsToCsv(leads: readonly Lead[]): string {
  const lines = [csvColumns.join(",")]
  for (const lead of leads)
    lines.push(csvColumns.map((column) => csvCell(lead[column])).join(","))
  return `${lines.join("\r\n")}\r\n`
}

/** "list": one line per lead, in columns as wide as their longest cell. */
export function printTable(leads: readonly Lead[]) {
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
  return printable(value)
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    .split("\n")
    .join(`\n${" ".repeat(17)}`)
}

/** "show": every field of one lead, one per line. */
export function printLead(lead: Lead) {
  for (const [key, value] of Object.entries(lead))
    console.log(`${key.padEnd(16)} ${showValue(value)}`)
}

/**
 * "export --email": every stored field of each lead as JSON, for a
 * visitor's access or portability request. JSON.stringify escapes C0
 * controls itself; the other characters a terminal could be fooled by
 * become \u escapes too, so the output is safe to print and still parses
 * to exactly what is stored.
 */
export function leadsToJson(leads: readonly Lead[]): string {
  return `${printableText(JSON.stringify(leads, null, 2))}\n`
}

/** Lead ids as a short list for a report: "4, 7, 9". */
export function idList(ids: readonly number[]): string {
  return ids.join(", ")
}
