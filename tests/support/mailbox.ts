import { expect } from "@playwright/test"
import { E2E_MAILBOX_URL } from "./e2e-env.ts"
import type { ReceivedMail } from "./mail-sink.ts"

/** What the test SMTP server has received so far (see global-setup.ts). */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`${E2E_MAILBOX_URL}/messages`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits for the e-mail whose text contains `marker`, checks it came exactly once, and returns it. */
export async function expectOneMail(
  marker: string,
  timeout = 20_000,
): Promise<ReceivedMail> {
  await expect
    .poll(
      async () =>
        (await receivedMail()).filter((mail) => mail.text.includes(marker))
          .length,
      { timeout },
    )
    .toBe(1)
  // A moment longer, to catch a second copy.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const matching = (await receivedMail()).filter((mail) =>
    mail.text.includes(marker),
  )
  expect(matching).toHaveLength(1)
  const [mail] = matching
  if (!mail) throw new Error("no mail")
  return mail
}
