import nodemailer, { type Transporter } from "nodemailer"

/** A pooled SMTP transport for SMTP_URL, with timeouts well inside the outbox's lease. */
export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}
