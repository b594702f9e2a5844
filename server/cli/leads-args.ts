import { accessSync, constants, statSync } from "node:fs"
import path from "node:path"
import { printableLine } from "#common/schemas/text.ts"
import type { LeadStatus } from "#server/db/schema.ts"

export const USAGE = `Usage: npm run leads -- <command>

  init                                              create the database (or bring it up to date)
  list [--status pending|sent|failed] [--limit N]   newest first (default 50)
  show ID                                           every field of one lead
  find --email ADDRESS                              the leads sent from an address
  export --csv                                      all leads as CSV on stdout
  export --email ADDRESS                            every field of an address's leads, as JSON
  erase --email ADDRESS [--yes]                     delete an address's leads (asks first)
  purge                                             delete leads past LEAD_RETENTION_DAYS
  retry ID                                          send a lead again now
  retry --failed                                    send every failed lead again now
  retry --pending                                   send every pending lead now
  backup FILE                                       copy the SQLite database while it runs
  backup --daily FOLDER                             a dated copy in FOLDER; older copies deleted
  report [--since YYYY-MM-DD] [--visits FILE] [--format text|csv]
                                                    leads by page, form, language, campaign
                                                    and referring site, the last 7 days or
                                                    since a day; with GoAccess's JSON report
                                                    of the server's log, the visits and leads
                                                    per 100 visits of each page, over its days

Addresses match whatever their case. Uses DATABASE_URL and
LEAD_RETENTION_DAYS like the server (default: data/leads.sqlite, 365 days);
only init creates a database.`

/** A command line the command cannot run: its message says why, in one line. */
export class UsageError extends Error {
  override name = "UsageError"
}

/** What a command line asks for, checked before any database is opened. */
export type LeadsCommand =
  | { readonly name: "help" }
  | { readonly name: "init" }
  | {
      readonly name: "list"
      readonly status?: LeadStatus
      readonly limit: number
    }
  | { readonly name: "show"; readonly id: number }
  | { readonly name: "find"; readonly email: string }
  | { readonly name: "export"; readonly format: "csv" }
  | { readonly name: "export"; readonly format: "json"; readonly email: string }
  | { readonly name: "erase"; readonly email: string; readonly yes: boolean }
  | { readonly name: "purge" }
  | { readonly name: "retry"; readonly which: number | "failed" | "pending" }
  | { readonly name: "backup"; readonly file: string; readonly daily: boolean }
  | ({ readonly name: "report" } & ReportOptions)

/** What "report" covers and how it prints. */
export interface ReportOptions {
  /** The first day counted (local midnight); else the last seven days. */
  readonly since?: Date
  /** GoAccess's JSON report of the server's log: its days are the period. */
  readonly visits?: string
  readonly format: "text" | "csv"
}

const statuses: readonly LeadStatus[] = ["pending", "sent", "failed"]

function optionValue(args: readonly string[], name: string) {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}

/**
 * Refuses words a command does not take, so a mistyped option is never
 * ignored: `flags` stand alone, each of `valued` takes the word after it.
 */
function only(
  args: readonly string[],
  flags: readonly string[],
  valued: readonly string[] = [],
) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ""
    if (valued.includes(arg)) i++
    else if (!flags.includes(arg))
      throw new UsageError(`unexpected "${printableLine(arg)}"`)
  }
}

export function parseId(value: string | undefined): number {
  const id = Number(value)
  if (!/^\d+$/.test(value ?? "") || !Number.isSafeInteger(id) || id <= 0)
    throw new UsageError("ID must be a positive whole number")
  return id
}

/** "list"'s options: a status to keep, and how many leads (50 unless a positive whole number). */
export function parseListOptions(args: readonly string[]): {
  readonly status?: LeadStatus
  readonly limit: number
} {
  const status = optionValue(args, "--status")
  if (status !== undefined && !statuses.includes(status as LeadStatus))
    throw new UsageError(`--status must be one of ${statuses.join(", ")}`)
  const limit = Number(optionValue(args, "--limit") ?? 50)
  return {
    ...(status ? { status: status as LeadStatus } : {}),
    limit: Number.isInteger(limit) && limit > 0 ? limit : 50,
  }
}

/**
 * The address after --email: one address, as a visitor would have typed
 * it (an @, no spaces or control characters), else a usage error.
 */
export function parseEmailOption(args: readonly string[]): string {
  const value = optionValue(args, "--email")
  if (value === undefined || value.startsWith("--"))
    throw new UsageError(
      "--email needs an address, e.g. --email ana@example.com",
    )
  if (
    value.length > 254 ||
    !/^[^@\s]+@[^@\s]+$/.test(value) ||
    // eslint-disable-next-line no-control-regex -- refusing control characters
    /[\u0000-\u001f\u007f-\u009f]/.test(value)
  )
    throw new UsageError(
      `--email must be one e-mail address such as ana@example.com, not "${printableLine(value)}"`,
    )
  return value
}

/**
 * Where "backup" writes: a path, not an option, in a folder that exists
 * and may be written (so a mistyped path creates nothing, and the copy
 * cannot fail half-way for want of a folder).
 */
export function parseBackupTarget(args: readonly string[]): {
  readonly file: string
  readonly daily: boolean
} {
  const daily = args[0] === "--daily"
  const [value, ...rest] = daily ? args.slice(1) : args
  if (value === undefined || value === "" || value.startsWith("-"))
    throw new UsageError(
      daily
        ? "backup --daily needs the folder to write to, e.g. backup --daily /var/lib/trabem-backups"
        : "backup needs the file to write, e.g. backup /var/backups/trabem/leads.sqlite",
    )
  only(rest, [])
  const folder = path.resolve(daily ? value : path.dirname(value))
  const shown = printableLine(folder)
  let isFolder = false
  try {
    isFolder = statSync(folder).isDirectory()
  } catch {
    throw new UsageError(`cannot write the backup: ${shown} does not exist`)
  }
  if (!isFolder)
    throw new UsageError(`cannot write the backup: ${shown} is not a folder`)
  try {
    accessSync(folder, constants.W_OK)
  } catch {
    throw new UsageError(`cannot write the backup: ${shown} is not writable`)
  }
  return { file: value, daily }
}

/** A day as the operator writes it, at midnight local time (the server's, as its log). */
function parseDay(value: string | undefined, option: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "")
  const day = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : undefined
  if (
    !match ||
    !day ||
    day.getFullYear() !== Number(match[1]) ||
    day.getMonth() !== Number(match[2]) - 1 ||
    day.getDate() !== Number(match[3])
  )
    throw new UsageError(
      `${option} must be a date such as 2026-11-01, not "${printableLine(value ?? "")}"`,
    )
  return day
}

/** "report"'s options; --since and --visits both set the period, so only one may be given. */
export function parseReportOptions(args: readonly string[]): ReportOptions {
  only(args, [], ["--since", "--visits", "--format"])
  const since = optionValue(args, "--since")
  const visits = optionValue(args, "--visits")
  const format = optionValue(args, "--format") ?? "text"
  if (format !== "text" && format !== "csv")
    throw new UsageError(
      `--format must be text or csv, not "${printableLine(format)}"`,
    )
  if (visits !== undefined && (visits === "" || visits.startsWith("--")))
    throw new UsageError(
      "--visits needs GoAccess's JSON report, e.g. --visits /var/lib/trabem-stats/report.json",
    )
  if (since !== undefined && visits !== undefined)
    throw new UsageError(
      "--since and --visits cannot go together: the visits' log sets the days",
    )
  return {
    format,
    ...(since !== undefined ? { since: parseDay(since, "--since") } : {}),
    ...(visits !== undefined ? { visits } : {}),
  }
}

/** Reads a command line into what it asks for; anything it cannot run is a UsageError. */
export function parseCommand(args: readonly string[]): LeadsCommand {
  const [name, ...rest] = args
  switch (name) {
    case "help":
    case "--help":
      return { name: "help" }
    case "init":
    case "purge":
      only(rest, [])
      return { name }
    case "list":
      only(rest, [], ["--status", "--limit"])
      return { name, ...parseListOptions(rest) }
    case "show":
      only(rest.slice(1), [])
      return { name, id: parseId(rest[0]) }
    case "find":
      only(rest, [], ["--email"])
      return { name, email: parseEmailOption(rest) }
    case "export":
      if (rest[0] === "--csv") {
        only(rest.slice(1), [])
        return { name, format: "csv" }
      }
      if (rest[0] !== "--email")
        throw new UsageError("export needs --csv or --email ADDRESS")
      only(rest.slice(2), [])
      return { name, format: "json", email: parseEmailOption(rest) }
    case "erase": {
      const email = parseEmailOption(rest)
      only(rest, ["--yes"], ["--email"])
      return { name, email, yes: rest.includes("--yes") }
    }
    case "retry":
      only(rest.slice(1), [])
      if (rest[0] === "--failed") return { name, which: "failed" }
      if (rest[0] === "--pending") return { name, which: "pending" }
      return { name, which: parseId(rest[0]) }
    case "backup":
      return { name, ...parseBackupTarget(rest) }
    case "report":
      return { name, ...parseReportOptions(rest) }
    case undefined:
      throw new UsageError("no command given")
    default:
      throw new UsageError(`unknown command "${printableLine(name)}"`)
  }
}
