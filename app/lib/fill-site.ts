import { business } from "#app/config/business.ts"
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
