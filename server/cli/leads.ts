import { createInterface } from "node:readline/promises"
import { printableLine } from "#common/schemas/text.ts"
import { backupSqlite } from "#server/db/backup.ts"
import { openDatabase } from "#server/db/database.ts"
import {
  eraseLeadsByEmail,
  findLead,
  findLeadsByEmail,
  listLeads,
  purgeExpiredLeads,
  retryFailedLeads,
  retryLead,
} from "#server/db/leads.ts"
import { EnvError, parseEnv } from "#server/env.ts"
import {
  parseBackupFile,
  parseEmailOption,
  parseId,
  parseListOptions,
  USAGE,
  UsageError,
} from "./leads-args.ts"
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

export async function runLeadsCommand(
  args: readonly string[],
  confirm: Confirm = askOnTerminal,
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
        const leads = await listLeads(db, parseListOptions(rest))
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
        printLead(lead)
        return 0
      }
      case "find": {
        const email = parseEmailOption(rest)
        const leads = await findLeadsByEmail(db, email)
        if (leads.length === 0)
          console.log(`No leads from ${printableLine(email)}.`)
        else printTable(leads)
        return 0
      }
      case "export": {
        if (rest.includes("--csv")) {
          process.stdout.write(leadsToCsv(await listLeads(db)))
          return 0
        }
        if (!rest.includes("--email"))
          throw new UsageError("export needs --csv or --email ADDRESS")
        const email = parseEmailOption(rest)
        const leads = await findLeadsByEmail(db, email)
        if (leads.length === 0)
          console.error(`No leads from ${printableLine(email)}.`)
        process.stdout.write(leadsToJson(leads))
        return 0
      }
      case "erase": {
        const email = parseEmailOption(rest)
        const shown = printableLine(email)
        const leads = await findLeadsByEmail(db, email)
        if (leads.length === 0) {
          console.log(`No leads from ${shown}; nothing erased.`)
          return 0
        }
        const question = `Erase ${leads.length} lead(s) from ${shown} (ids ${idList(leads.map((lead) => lead.id))})? This cannot be undone.`
        if (!rest.includes("--yes") && !(await confirm(question))) {
          console.error(
            process.stdin.isTTY
              ? "Nothing erased."
              : "Nothing erased: erase asks for confirmation; answer it in a terminal, or add --yes.",
          )
          return 1
        }
        const erased = await eraseLeadsByEmail(db, email)
        console.log(
          `Erased ${erased.length} lead(s) from ${shown} (ids ${idList(erased)}).`,
        )
        return 0
      }
      case "purge": {
        if (rest.length > 0)
          throw new UsageError(
            "purge takes no arguments; set LEAD_RETENTION_DAYS",
          )
        const purged = await purgeExpiredLeads(db, env.LEAD_RETENTION_DAYS)
        const rule = `latest lead before ${purged.cutoff} (LEAD_RETENTION_DAYS=${env.LEAD_RETENTION_DAYS})`
        console.log(
          purged.ids.length === 0
            ? `Nothing to delete: no address has its ${rule}.`
            : `Deleted ${purged.ids.length} lead(s) of ${purged.addresses} address(es) with their ${rule}: ids ${idList(purged.ids)}.`,
        )
        return 0
      }
      case "retry": {
        if (rest[0] === "--failed") {
          const ids = await retryFailedLeads(db)
          console.log(
            ids.length === 0
              ? "No failed leads."
              : `${ids.length} failed lead(s) are pending again (ids ${idList(ids)}); a running server sends them within seconds.`,
          )
          return 0
        }
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
      case "backup": {
        const file = parseBackupFile(rest[0])
        if (!database.sqliteFile) {
          console.error(
            `The leads are in PostgreSQL: back it up with pg_dump, e.g.\n  pg_dump --format=custom --file=${file} "$DATABASE_URL"\n(see "Operating the site" in the README for restoring).`,
          )
          return 1
        }
        const pages = await backupSqlite(database.sqliteFile, file)
        console.log(
          `Backed up ${database.sqliteFile} to ${file} (${pages} pages).`,
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
