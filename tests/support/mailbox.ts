import { expect } from "@playwright/test"
import Database from "better-sqlite3"
import { E2E_DATABASE_FILE, E2E_MAILBOX_URL } from "./e2e-env.ts"
import type { ReceivedMail } from "./mail-sink.ts"

/** What the test SMTP server has received so far (see global-setup.ts). */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`${E2E_MAILBOX_URL}/messages`)
  return (await response.json()) as ReceivedMail[]
}

/**
 * The leads the server stored with `marker` in one of the visitor's fields, and
 * where their delivery stands.
 */
function storedLeads(marker: string): { id: number; status: string }[] {
  const db = new Database(E2E_DATABASE_FILE, {
    readonly: true,
    fileMustExist: true,
  })
  try {
    const fields = ["name", "email", "company", "phone", "subject", "message"]
    return db
      .prepare(
        `select id, status from leads where ${fields.map((f) => `instr(${f}, ?) > 0`).join(" or ")}`,
      )
      .all(...fields.map(() => marker)) as { id: number; status: string }[]
  } finally {
    db.close()
  }
}

/**
 * Waits for the e-mail whose text contains `marker` and returns it, once the
 * database shows that it came exactly once: a single lead carries the marker
 * and its delivery is over (status "sent"), so no other copy can follow.
 */
export async function expectOneMail(
  marker: string,
  timeout = 20_000,
): Promise<ReceivedMail> {
  await expect
    .poll(() => storedLeads(marker).map((lead) => lead.status), { timeout })
    .toEqual(["sent"])
  const matching = (await receivedMail()).filter((mail) =>
    mail.text.includes(marker),
  )
  expect(matching).toHaveLength(1)
  const [mail] = matching
  if (!mail) throw new Error("no mail")
  expect(mail.leadId).toBe(String(storedLeads(marker)[0]?.id))
  return mail
}
