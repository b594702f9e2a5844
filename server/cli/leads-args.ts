import { printableLine } from "#common/schemas/text.ts"
import type { LeadStatus } from "#server/db/schema.ts"

export const USAGE = `Usage: npm run leads -- <command>

  list [--status pending|sent|failed] [--limit N]   newest first (default 50)
  show ID                                           every field of one lead
  find --email ADDRESS                              the leads sent from an address
  export --csv                                      all leads as CSV on stdout
  export --email ADDRESS                            every field of an address's leads, as JSON
  erase --email ADDRESS [--yes]                     delete an address's leads (asks first)
  purge                                             delete leads past LEAD_RETENTION_DAYS
  retry ID                                          send a lead again now
  retry --failed                                    send every failed lead again now
  backup FILE                                       copy the SQLite database while it runs

Addresses match whatever their case. Uses DATABASE_URL and
LEAD_RETENTION_DAYS like the server (default: data/leads.sqlite, 365 days).`

/** A command line the command cannot run: its message is printed above the usage. */
export class UsageError extends Error {}

const statuses: readonly LeadStatus[] = ["pending", "sent", "failed"]

function optionValue(args: readonly string[], name: string) {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}

export function parseId(value: string | undefined): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0)
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

/** The file after "backup": a path, not an option. */
export function parseBackupFile(value: string | undefined): string {
  if (value === undefined || value === "" || value.startsWith("-"))
    throw new UsageError(
      "backup needs the file to write, e.g. backup /var/backups/trabem/leads.sqlite",
    )
  return value
}
