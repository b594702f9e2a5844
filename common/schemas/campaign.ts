/**
 * Where a lead came from: the `utm_source`, `utm_medium` and `utm_campaign`
 * of the page's address, and the host of an outside site that sent the
 * visitor to the page. Read from the page itself by the form island, or
 * from the same-origin Referer of a form posted without JavaScript; never
 * kept in a cookie or the browser's storage. No zod here: the island loads
 * this with the form, and the validator only when a form is sent.
 */

/** The campaign fields of the contact payload, each optional. */
export interface Campaign {
  readonly utmSource?: string
  readonly utmMedium?: string
  readonly utmCampaign?: string
  readonly referrerHost?: string
}

export type CampaignField = keyof Campaign

/** Each campaign field and the parameter of the page's address it comes from. */
export const utmParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const satisfies Partial<Record<CampaignField, string>>

export const campaignFields = [
  ...(Object.keys(utmParameters) as Array<keyof typeof utmParameters>),
  "referrerHost",
] as const satisfies readonly CampaignField[]

/** Upper bounds, in characters: a campaign's words, and a host name as DNS allows it. */
export const campaignLimits = { utm: 100, host: 253 } as const

/**
 * A campaign's words as links carry them ("newsletter", "black_friday-2026",
 * "Ofertas Diciembre"): letters, digits, spaces and the punctuation of
 * names; nothing that is markup, a control or an invisible character.
 */
export const UTM_VALUE = /^[\p{L}\p{N} ._+~:/|@()-]*$/u

/** A host name as the URL parser writes it: lowercase labels of letters, digits and hyphens. */
export const HOST_NAME =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** A campaign value as stored: NFC and trimmed. */
export function normalizeUtm(value: string): string {
  return value.normalize("NFC").trim()
}

export function isUtmValue(value: string): boolean {
  return value.length <= campaignLimits.utm && UTM_VALUE.test(value)
}

export function isHostName(value: string): boolean {
  return value.length <= campaignLimits.host && HOST_NAME.test(value)
}

/**
 * The campaign of a page's address ("?utm_source=…"): each parameter that
 * holds an acceptable value; one that does not is left out, so an odd link
 * never costs the visitor their message.
 */
export function campaignOfSearch(search: string): Campaign {
  const parameters = new URLSearchParams(search)
  const found: Record<string, string> = {}
  for (const [field, parameter] of Object.entries(utmParameters)) {
    const value = normalizeUtm(parameters.get(parameter) ?? "")
    if (value !== "" && isUtmValue(value)) found[field] = value
  }
  return found
}

/** The host of `referrer` when it is another site than `ownHost`, and a host name. */
export function outsideHost(
  referrer: string,
  ownHost: string,
): string | undefined {
  if (!URL.canParse(referrer)) return undefined
  const { hostname, protocol } = new URL(referrer)
  if (protocol !== "https:" && protocol !== "http:") return undefined
  return hostname !== ownHost && isHostName(hostname) ? hostname : undefined
}

/**
 * What the form island sends about where the lead came from: the campaign
 * of the page's address and the outside site the browser says it came from.
 */
export function campaignOfPage(
  location: { readonly search: string; readonly hostname: string },
  referrer: string,
): Campaign {
  const host = outsideHost(referrer, location.hostname)
  return {
    ...campaignOfSearch(location.search),
    ...(host ? { referrerHost: host } : {}),
  }
}

/** The campaign fields a body carries, whatever their values (the schema checks them). */
export function campaignFieldsOf(
  body: Record<string, unknown>,
): Record<string, unknown> {
  const found: Record<string, unknown> = {}
  for (const field of campaignFields)
    if (body[field] !== undefined) found[field] = body[field]
  return found
}

/**
 * A lead's campaign as people read it, "newsletter / email / diciembre",
 * with "-" for a part the link lacked; empty when it carried none.
 */
export function campaignLabel(
  parts: ReadonlyArray<string | null | undefined>,
): string {
  return parts.every((part) => !part)
    ? ""
    : parts.map((part) => part || "-").join(" / ")
}
