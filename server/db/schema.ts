import type { Generated, Insertable, Selectable } from "kysely"

export type LeadStatus = "pending" | "sent" | "failed"

/**
 * A stored contact request. Times are ISO 8601 strings in UTC, which sort
 * as text the same way on SQLite and PostgreSQL.
 */
export interface LeadTable {
  id: Generated<number>
  created_at: string
  kind: string | null
  page: string | null
  locale: string
  name: string
  email: string
  company: string
  phone: string
  service: string
  subject: string
  message: string
  is_english: number
  status: LeadStatus
  attempts: number
  next_attempt_at: string
  /** While a worker is sending the lead, no other worker may claim it. */
  locked_until: string | null
  last_error: string | null
  sent_at: string | null
  idempotency_key: string | null
  /** When the lead was last handed to the mail server (claimed for a send). */
  last_attempt_at: string | null
  /** The utm_source, utm_medium and utm_campaign of the page's address when the lead was sent. */
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  /** The host of the outside site that sent the visitor to the page, if the browser said it. */
  referrer_host: string | null
}

/** Contact submissions per client and hour, shared by every server process. */
export interface RateLimitTable {
  client: string
  window_start: string
  hits: number
}

/**
 * The secret rate-limit keys of one UTC day are made with (HMAC of the
 * client's address), shared by every server process; deleted once the day
 * is over, so no stored key can be traced back to an address.
 */
export interface RateLimitSecretTable {
  /** YYYY-MM-DD, UTC. */
  day: string
  secret: string
}

/** Whether lead delivery is in an incident (one row, id 1), shared by every server process. */
export interface DeliveryIncidentTable {
  id: number
  /** When the incident was announced; null while delivery works. */
  opened_at: string | null
}

export interface DatabaseSchema {
  leads: LeadTable
  rate_limits: RateLimitTable
  rate_limit_secrets: RateLimitSecretTable
  delivery_incident: DeliveryIncidentTable
}

export type Lead = Selectable<LeadTable>
export type NewLead = Insertable<LeadTable>
