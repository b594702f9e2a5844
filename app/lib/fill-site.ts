import { business } from "#app/config/business.ts"
import { ACCESS_LOG_DAYS } from "#common/privacy/access-log.ts"
import {
  BACKUP_RETENTION_DAYS,
  leadRetentionDays,
  retentionPeriodText,
} from "#common/privacy/lead-retention.ts"
import { fill } from "./i18n.ts"

/** Company data that legal texts quote, from the site configuration. */
export function siteValues(): Record<string, string> {
  const a = business.address.value
  return {
    brand: business.brand,
    legalName: business.legalName.value,
    taxId: business.taxId.value,
    registry: business.registry.value,
    address: `${a.street}, ${a.postalCode} ${a.locality} (${a.region}), ${a.country}`,
    email: business.email.value,
    privacyEmail: business.privacyEmail.value,
    securityEmail: business.securityEmail.value,
    phone: business.phone.value.display,
  }
}

/**
 * What legal texts quote: the company data, how long leads and backups
 * are kept (common/privacy/lead-retention.ts, which the server applies) and
 * how long the server's log of visits is (common/privacy/access-log.ts,
 * which the kit's log rotation keeps).
 */
export function legalValues(locale: "es" | "en"): Record<string, string> {
  return {
    ...siteValues(),
    retentionPeriod: retentionPeriodText(leadRetentionDays(), locale),
    backupDays: String(BACKUP_RETENTION_DAYS),
    accessLogDays: String(ACCESS_LOG_DAYS),
  }
}

/** Fills `{placeholders}` in every string of a plain-data object. */
export function fillDeep<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fill(value, values) as T
  if (Array.isArray(value))
    return value.map((v: unknown) => fillDeep(v, values)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)]),
    ) as T
  }
  return value
}

/** Text as HTML: the characters markup gives a meaning written as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Fills `{placeholders}` in HTML rendered from Markdown, each value escaped
 * as text. A name the site does not fill stops the build, naming the file.
 */
export function fillHtml(
  html: string,
  values: Record<string, string>,
  file: string,
): string {
  return html.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined)
      throw new Error(
        `${file}: {${key}} is none of the values the site fills in (${Object.keys(values).join(", ")})`,
      )
    return escapeHtml(value)
  })
}
