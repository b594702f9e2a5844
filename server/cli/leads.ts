import { openDatabase } from "#server/db/database.ts"
import { findLead, listLeads, retryLead } from "#server/db/leads.ts"
import { EnvError, parseEnv } from "#server/env.ts"
import { parseId, parseListOptions, USAGE, UsageError } from "./leads-args.ts"
import { leadsToCsv, printLead, printTable } from "./leads-output.ts"

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
