import type { LeadStatus } from "#server/db/schema.ts"

export const USAGE = `Usage: npm run leads -- <command>

  list [--status pending|sent|failed] [--limit N]   newest first (default 50)
  show ID                                           every field of one lead
  export --csv                                      all leads as CSV on stdout
  retry ID                                          send a lead again now

Uses DATABASE_URL like the server (default: data/leads.sqlite).`

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
