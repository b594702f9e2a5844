import type { Kysely } from "kysely"
import type { DatabaseSchema, LeadStatus } from "../db/schema.ts"

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Stores a lead as the API would have stored it `daysAgo` days ago, from
 * `email`, with a name that says whose it is; resolves to its id.
 */
export async function insertLeadRow(
  db: Kysely<DatabaseSchema>,
  lead: {
    readonly email: string
    readonly name: string
    readonly daysAgo?: number
    readonly status?: LeadStatus
    readonly message?: string
  },
): Promise<number> {
  const created = new Date(
    Date.now() - (lead.daysAgo ?? 0) * DAY_MS,
  ).toISOString()
  const row = await db
    .insertInto("leads")
    .values({
      created_at: created,
      kind: "home",
      page: "/",
      locale: "es",
      name: lead.name,
      email: lead.email,
      company: `${lead.name} S.L.`,
      phone: "+34 600 111 222",
      service: "",
      subject: "Alojamiento web",
      message: lead.message ?? `Mensaje de ${lead.name}.`,
      is_english: 0,
      status: lead.status ?? "sent",
      attempts: 1,
      next_attempt_at: created,
      sent_at: lead.status === "sent" || !lead.status ? created : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
  return row.id
}
