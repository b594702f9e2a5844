import { mkdir } from "node:fs/promises"
import { createServer } from "node:http"
import { E2E_DATA_DIR, E2E_MAILBOX_URL, E2E_SMTP_PORT } from "./e2e-env.ts"
import { MailSink } from "./mail-sink.ts"

/**
 * Before the browser tests: the data folder, and the inbox the server's
 * outbox delivers to: a real SMTP server on E2E_SMTP_PORT whose messages
 * tests read over HTTP (GET /messages; DELETE /messages empties it).
 *
 * Playwright starts the web server before this runs, so the data folder is
 * not wiped here (the server already has its database open); tests find
 * their own e-mail by what they typed, not by an empty inbox.
 */
export default async function globalSetup() {
  await mkdir(E2E_DATA_DIR, { recursive: true })
  const sink = new MailSink()
  await sink.start(E2E_SMTP_PORT)
  const mailbox = createServer((request, response) => {
    if (request.url !== "/messages") {
      response.writeHead(404).end()
      return
    }
    if (request.method === "DELETE") sink.clear()
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(sink.messages))
  })
  const { port } = new URL(E2E_MAILBOX_URL)
  await new Promise<void>((resolve, reject) => {
    mailbox.once("error", reject)
    mailbox.listen(Number(port), "127.0.0.1", () => resolve())
  })
  return async () => {
    mailbox.closeAllConnections()
    await new Promise<void>((resolve) => mailbox.close(() => resolve()))
    await sink.stop()
  }
}
