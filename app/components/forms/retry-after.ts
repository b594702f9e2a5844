import type { SubmitResult } from "#app/lib/api-client.ts"
import type { ContactLocale } from "#common/schemas/contact-fields.ts"

/** "in 12 minutes", "dentro de 1 minuto", "dans 2 heures", from a Retry-After in seconds. */
export function retryTime(seconds: number, locale: ContactLocale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" })
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes < 120
    ? format.format(minutes, "minute")
    : format.format(Math.round(minutes / 60), "hour")
}

/**
 * The failure notice's text, followed, when the server refused for too many
 * messages, by when the visitor may try again.
 */
export function retryNote(
  description: string,
  result: SubmitResult,
  strings: { readonly retryAfter: string },
  locale: ContactLocale,
): string {
  if (result.ok || result.retryAfterSeconds === undefined) return description
  const when = retryTime(result.retryAfterSeconds, locale)
  return `${description} ${strings.retryAfter.replace("{when}", when)}`
}
