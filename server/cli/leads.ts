import path from "node:path"
import { createInterface } from "node:readline/promises"
import { BACKUP_RETENTION_DAYS } from "#common/privacy/lead-retention.ts"
import { printableLine } from "#common/schemas/text.ts"
import {
  backupSqlite,
  dailyCopyName,
  deleteOldCopies,
} from "#server/db/backup.ts"
import { openDatabase, type Database } from "#server/db/database.ts"
import {
  eraseLeadsByEmail,
  findLead,
  findLeadsByEmail,
  listLeads,
  purgeExpiredLeads,
  retryFailedLeads,
  retryLead,
  retryPendingLeads,
} from "#server/db/leads.ts"
import { parseEnv, type Env } from "#server/env.ts"
import {
  parseCommand,
  USAGE,
  UsageError,
  type LeadsCommand,
} from "./leads-args.ts"
import { leadsReport } from "./leads-report.ts"
import {
  idList,
  leadsToCsv,
  leadsToJson,
  printLead,
  printTable,
} from "./leads-output.ts"

/** Asks the operator a yes/no question; resolves to true for yes. */
export type Confirm = (question: string) => Promise<boolean>

/** Asks on the terminal; without one there is nobody to answer, so the answer is no. */
const askOnTerminal: Confirm = async (question) => {
  if (!process.stdin.isTTY) return false
  const terminal = createInterface({
    input: process.stdin,
    output: process.stdout,
  })
  try {
    const answer = await terminal.question(`${question} [y/N] `)
    return /^(y|yes|s|sí|si)$/i.test(answer.trim())
  } finally {
    terminal.close()
  }
}

/**
 * Runs one command line: the arguments and the environment are checked
 * first, then the database is opened (created only by `init`). A problem
 * is thrown (UsageError, EnvError, DatabaseError…); resolves to the exit
 * code otherwise.
 */
export async function runLeadsCommand(
  args: readonly string[],
  confirm: Confirm = askOnTerminal,
): Promise<number> {
  const command = parseCommand(args)
  if (command.name === "help") {
    console.log(USAGE)
    return 0
  }
  const env = parseEnv(process.env)
  const database = await openDatabase(env.DATABASE_URL, {
    create: command.name === "init",
  })
  try {
    return await run(command, database, env, confirm)
  } finally {
    await database.db.destroy()
  }
}

async function run(
  command: Exclude<LeadsCommand, { name: "help" }>,
  database: Database,
  env: Env,
  confirm: Confirm,
): Promise<number> {
  const { db } = database
  switch (command.name) {
    case "init":
      console.log(
        `The leads database is ready: ${database.description} (${database.dialect}).`,
      )
      return 0
    case "list": {
      const leads = await listLeads(db, command)
      if (leads.length === 0) console.log("No leads.")
      else printTable(leads)
      return 0
    }
    case "show": {
      const lead = await findLead(db, command.id)
      if (!lead) {
        console.error(`No lead ${command.id}.`)
        return 1
      }
      printLead(lead)
      return 0
    }
    case "find": {
      const leads = await findLeadsByEmail(db, command.email)
      if (leads.length === 0)
        console.log(`No leads from ${printableLine(command.email)}.`)
      else printTable(leads)
      return 0
    }
    case "export": {
      if (command.format === "csv") {
        process.stdout.write(leadsToCsv(await listLeads(db)))
        return 0
      }
      const leads = await findLeadsByEmail(db, command.email)
      if (leads.length === 0)
        console.error(`No leads from ${printableLine(command.email)}.`)
      process.stdout.write(leadsToJson(leads))
      return 0
    }
    case "erase":
      return erase(database, command.email, command.yes, confirm)
    case "purge": {
      const purged = await purgeExpiredLeads(database, env.LEAD_RETENTION_DAYS)
      const rule = `latest lead before ${purged.cutoff} (LEAD_RETENTION_DAYS=${env.LEAD_RETENTION_DAYS})`
      console.log(
        purged.ids.length === 0
          ? `Nothing to delete: no address has its ${rule}.`
          : `Deleted ${purged.ids.length} lead(s) of ${purged.addresses} address(es) with their ${rule}: ids ${idList(purged.ids)}.`,
      )
      return 0
    }
    case "retry":
      return retry(database, command.which)
    case "backup":
      return backup(database, command.file, command.daily)
    case "report":
      process.stdout.write(await leadsReport(db, command))
      return 0
  }
}

async function erase(
  database: Database,
  email: string,
  yes: boolean,
  confirm: Confirm,
) {
  const shown = printableLine(email)
  const leads = await findLeadsByEmail(database.db, email)
  if (leads.length === 0) {
    console.log(`No leads from ${shown}; nothing erased.`)
    return 0
  }
  const question = `Erase ${leads.length} lead(s) from ${shown} (ids ${idList(leads.map((lead) => lead.id))})? This cannot be undone.`
  if (!yes && !(await confirm(question))) {
    console.error(
      process.stdin.isTTY
        ? "Nothing erased."
        : "Nothing erased: erase asks for confirmation; answer it in a terminal, or add --yes.",
    )
    return 1
  }
  const erased = await eraseLeadsByEmail(database, email)
  console.log(
    `Erased ${erased.length} lead(s) from ${shown} (ids ${idList(erased)}), from the database and its files on disk. Backups taken before keep them until they are deleted (after ${BACKUP_RETENTION_DAYS} days with the kit's timer); delete the e-mails that carried them from the team's mailbox too.`,
  )
  return 0
}

async function retry(database: Database, which: number | "failed" | "pending") {
  const { db } = database
  if (which === "failed" || which === "pending") {
    const ids =
      which === "failed"
        ? await retryFailedLeads(db)
        : await retryPendingLeads(db)
    console.log(
      ids.length === 0
        ? `No ${which} leads.`
        : `${ids.length} ${which} lead(s) are due now (ids ${idList(ids)}); a running server with SMTP_URL sends them within seconds.`,
    )
    return 0
  }
  if (!(await retryLead(db, which))) {
    console.error(`No lead ${which}.`)
    return 1
  }
  console.log(
    `Lead ${which} is pending again; a running server sends it within seconds.`,
  )
  return 0
}

async function backup(database: Database, target: string, daily: boolean) {
  const file = daily ? path.join(target, dailyCopyName(new Date())) : target
  if (!database.sqliteFile) {
    console.error(
      `The leads are in PostgreSQL: back them up with pg_dump, e.g. pg_dump --format=custom --file=${file.replace(/\.sqlite$/, ".dump")} "$DATABASE_URL" (docs/operations.md, "Backups").`,
    )
    return 1
  }
  const pages = await backupSqlite(database.sqliteFile, file)
  console.log(`Backed up ${database.sqliteFile} to ${file} (${pages} pages).`)
  if (daily) {
    const deleted = await deleteOldCopies(target, BACKUP_RETENTION_DAYS)
    if (deleted.length > 0)
      console.log(
        `Deleted ${deleted.length} copy(ies) ${BACKUP_RETENTION_DAYS} days old or older: ${deleted.join(", ")}.`,
      )
  }
  return 0
}

/**
 * A failure as the operator reads it: one line, never a stack trace. A
 * usage error points to the list of commands.
 */
export function errorLine(error: unknown): string {
  const message =
    error instanceof Error
      ? error.message ||
        (error instanceof AggregateError ? String(error.errors[0]) : error.name)
      : String(error)
  const line = message.replace(/\s*\n\s*/g, " ").trim()
  return error instanceof UsageError
    ? `${line}. "npm run leads -- help" lists the commands.`
    : line
}

/** The program: runs the command line; any failure is one line on stderr and exit code 1. */
export async function leadsProgram(
  args: readonly string[],
  confirm?: Confirm,
): Promise<number> {
  try {
    return await runLeadsCommand(args, confirm)
  } catch (error) {
    console.error(errorLine(error))
    return 1
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = await leadsProgram(process.argv.slice(2))
