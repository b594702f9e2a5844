import os from "node:os"
import path from "node:path"
import { siteOrigin } from "../../common/web/addresses.ts"

/**
 * Where the browser tests run: the server on E2E_PORT, its SQLite file in a
 * temporary folder, and e-mail to the SMTP sink that global setup starts.
 * Ports can be moved with E2E_PORT so that two checkouts can test at once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** The SMTP sink (smtp-server) listens here; its mailbox is readable over HTTP on the next port. */
export const E2E_SMTP_PORT = E2E_PORT + 1
export const E2E_MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2}`
export const E2E_DATA_DIR = path.join(os.tmpdir(), `trabem-e2e-${E2E_PORT}`)
/** The server's SQLite database, which the tests may read. */
export const E2E_DATABASE_FILE = path.join(E2E_DATA_DIR, "leads.sqlite")

export function e2eEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    HOST: "127.0.0.1",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_URL: `sqlite:${E2E_DATABASE_FILE}`,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    CONTACT_TO: "leads@trabem.test",
    MAIL_FROM: "web@trabem.test",
    RATE_LIMIT_PER_HOUR: "10000",
    LOG_LEVEL: "warn",
    SITE_URL: siteOrigin(process.env.SITE_URL),
  }
}
