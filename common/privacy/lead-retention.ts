/**
 * How long a lead is kept: one setting, LEAD_RETENTION_DAYS, read by the
 * build to write the privacy page's period and by the server to delete
 * the leads of an address whose latest lead is older than that. The build
 * records the value it used in build/privacy.json, and the server refuses
 * to start with another one, so the page and the software cannot disagree.
 */

/** Twelve months from the visitor's last contact. */
export const DEFAULT_LEAD_RETENTION_DAYS = 365

/**
 * How long the kit keeps a backup copy of the leads (`npm run leads --
 * backup --daily` deletes older ones): how long a deleted lead may remain
 * in a copy, which the privacy page states.
 */
export const BACKUP_RETENTION_DAYS = 14

/** The range LEAD_RETENTION_DAYS accepts: from one day to ten years' worth. */
export const MAX_LEAD_RETENTION_DAYS = 3650

/**
 * LEAD_RETENTION_DAYS as a number of days (the default when unset or
 * empty), or the reason it is refused.
 */
export function parseLeadRetentionDays(
  raw: string | undefined,
): { readonly days: number } | { readonly problem: string } {
  const text = raw?.trim() ?? ""
  if (text === "") return { days: DEFAULT_LEAD_RETENTION_DAYS }
  if (!/^\d+$/.test(text)) return { problem: "must be a whole number of days" }
  const days = Number(text)
  if (days < 1 || days > MAX_LEAD_RETENTION_DAYS)
    return {
      problem: `must be between 1 and ${MAX_LEAD_RETENTION_DAYS} days`,
    }
  return { days }
}

/** What the build records about the privacy page it wrote (build/privacy.json). */
export interface PrivacyManifest {
  readonly leadRetentionDays: number
}

export const PRIVACY_MANIFEST = "privacy.json"

/**
 * LEAD_RETENTION_DAYS of this process (the build's, when the privacy page
 * is prerendered); an invalid value throws with a message naming it.
 */
export function leadRetentionDays(
  raw: string | undefined = typeof process === "undefined"
    ? undefined
    : process.env.LEAD_RETENTION_DAYS,
): number {
  const parsed = parseLeadRetentionDays(raw)
  if ("days" in parsed) return parsed.days
  throw new Error(`LEAD_RETENTION_DAYS ${parsed.problem} (got "${raw}")`)
}

const words = {
  es: { day: ["día", "días"], month: ["mes", "meses"], year: ["año", "años"] },
  en: {
    day: ["day", "days"],
    month: ["month", "months"],
    year: ["year", "years"],
  },
} as const

/**
 * A retention period as a visitor reads it: a year as "12 meses" / "12
 * months", whole years as years, anything else in days (a number of days
 * is never rounded into months, which differ in length, so the page never
 * promises a shorter period than the one the software keeps).
 */
export function retentionPeriodText(days: number, locale: "es" | "en"): string {
  const unit = words[locale]
  const count = (n: number, [one, many]: readonly [string, string]) =>
    `${n.toLocaleString(locale === "es" ? "es-ES" : "en-GB")} ${n === 1 ? one : many}`
  if (days === DEFAULT_LEAD_RETENTION_DAYS) return count(12, unit.month)
  if (days % DEFAULT_LEAD_RETENTION_DAYS === 0)
    return count(days / DEFAULT_LEAD_RETENTION_DAYS, unit.year)
  return count(days, unit.day)
}
