import type { FastifyInstance } from "fastify"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { Writable } from "node:stream"
import { MailSink } from "../../tests/support/mail-sink.ts"
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  PRIVACY_MANIFEST,
} from "#common/privacy/lead-retention.ts"
import { localeTag, type Locale } from "#app/config/locales.ts"
import { answerMarks, answerPagePaths } from "#common/web/answer-pages.ts"
import { buildApp, type AppOptions } from "../app.ts"
import { parseEnv } from "../env.ts"
import { listLeads } from "../db/leads.ts"
import { resetDatabase } from "./databases.ts"
import { freePort } from "./free-port.ts"
import { waitFor } from "./wait-for.ts"
import type { OutboxOptions } from "../mail/outbox-options.ts"

/**
 * A minimal build folder, so API tests do not need the real site build: its
 * answer pages carry the marks the server fills, in their language.
 */
export function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "trabem-build-"))
  const write = (page: string, html: string) => {
    mkdirSync(path.join(dir, "client", page), { recursive: true })
    writeFileSync(path.join(dir, "client", page, "index.html"), html)
  }
  for (const page of ["", "404", "en/404"])
    write(page, "<!doctype html><title>page</title>")
  for (const [locale, pagePath] of Object.entries(answerPagePaths))
    write(
      pagePath.slice(1),
      `<!doctype html><html lang="${localeTag[locale as Locale]}"><title>${answerMarks.title}</title><main data-state="${answerMarks.state}"><h1>${answerMarks.title}</h1>${answerMarks.lines}<a href="${answerMarks.backHref}">${answerMarks.back}</a></main></html>`,
    )
  writeFileSync(
    path.join(dir, "csp.json"),
    JSON.stringify({ policy: "default-src 'self'", pages: {} }),
  )
  writeFileSync(
    path.join(dir, PRIVACY_MANIFEST),
    JSON.stringify({ leadRetentionDays: DEFAULT_LEAD_RETENTION_DAYS }),
  )
  return dir
}

export interface ApiHarness {
  readonly app: FastifyInstance
  readonly sink: MailSink
  readonly smtpPort: number
  /** Every line the server logged, as JSON. */
  readonly logs: string[]
  /**
   * Stops the server, whose sends under way end first, then its SMTP sink; a
   * second call only stops the sink.
   */
  close(): Promise<void>
}

export interface HarnessOptions {
  readonly databaseUrl: string
  readonly rateLimitPerHour?: number
  readonly outbox?: Partial<OutboxOptions>
  /** Start the SMTP sink (default); when false its port is reserved but nothing listens. */
  readonly smtpUp?: boolean
  readonly smtpPort?: number
  /** TRUST_PROXY as the environment would give it. */
  readonly trustProxy?: string
  readonly alertWebhookUrl?: string
  readonly alerts?: AppOptions["alerts"]
}

export const fastOutbox: Partial<OutboxOptions> = {
  baseDelayMs: 50,
  maxDelayMs: 400,
  pollIntervalMs: 50,
}

/** The API on a real database with a real SMTP sink on loopback. */
export async function startApi(options: HarnessOptions): Promise<ApiHarness> {
  const sink = new MailSink()
  const smtpPort = options.smtpPort ?? (await freePort())
  if (options.smtpUp ?? true) await sink.start(smtpPort)
  const logs: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString("utf8"))
      callback()
    },
  })
  const app = await buildApp({
    env: parseEnv({
      BUILD_DIR: fakeBuild(),
      DATABASE_URL: options.databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: "leads@trabem.test",
      MAIL_FROM: "web@trabem.test",
      RATE_LIMIT_PER_HOUR: String(options.rateLimitPerHour ?? 10_000),
      SITE_URL: "https://www.trabem.es",
      TRUST_PROXY: options.trustProxy,
      ALERT_WEBHOOK_URL: options.alertWebhookUrl,
    }),
    logger: { level: "info", stream },
    outbox: { ...fastOutbox, ...options.outbox },
    ...(options.alerts ? { alerts: options.alerts } : {}),
  })
  await app.ready()
  await resetDatabase(app)
  let closed = false
  return {
    app,
    sink,
    smtpPort,
    logs,
    async close() {
      if (!closed) await app.close()
      closed = true
      await sink.stop()
    },
  }
}

/** The clinic's demo form as a browser posts it without JavaScript. */
export const clinicDemoForm = {
  kind: "clinicDemo",
  locale: "es",
  page: "/trabemflex-clinica",
  fullName: "Marta Ruiz",
  clinicName: "Clínica Dental Sol",
  location: "Murcia",
  email: "marta@dentalsol.es",
}

export const validLead = {
  name: "Ana López",
  email: "ana@clinica.es",
  company: "Clínica Sol",
  phone: "+34 600 111 222",
  service: "",
  subject: "Alojamiento web",
  message: "Queremos migrar nuestra web y el correo a vuestros servidores.",
  isEnglish: false,
  kind: "home",
  locale: "es",
  page: "/",
}

/**
 * Waits until no stored lead is waiting to be sent and the outbox has no send
 * under way: after this no e-mail can arrive, so what the sink holds is all
 * the server will ever send for the leads stored so far.
 */
export async function deliveryOver(api: ApiHarness): Promise<void> {
  const { database, outbox } = api.app.leads
  await waitFor(
    async () =>
      (await listLeads(database.db, { status: "pending" })).length === 0,
  )
  if (!outbox) return
  await outbox.stop()
  outbox.start()
}
