/**
 * The fixed parts of the contact payload: form kinds, services, limits,
 * error codes and the demo mapping; the forms themselves are in
 * form-kinds.ts. Kept apart from the zod schema
 * (contact.ts) so the browser loads the validator only when a form is sent.
 */
import type { FormField } from "./form-kind-spec.ts"
import { formKindSpec, formKindTable, type FormKind } from "./form-kinds.ts"

/** The forms that ask for a demo and map their own fields onto the contact payload. */
export type DemoKind = {
  [K in FormKind]: (typeof formKindTable)[K] extends { demo: object }
    ? K
    : never
}[FormKind]

export function isFormKind(kind: unknown): kind is FormKind {
  return typeof kind === "string" && Object.hasOwn(formKindTable, kind)
}

export function isDemoKind(kind: unknown): kind is DemoKind {
  return isFormKind(kind) && formKindSpec(kind).demo !== undefined
}

/** The services a form may send: its select, its fixed service, or none. */
export function servicesOf(kind: FormKind): readonly string[] {
  const services = formKindSpec(kind).services
  if (!services) return []
  return "select" in services ? services.select : [services.fixed]
}

/** The field of a demo form that names the clinic or dealership. */
export function demoOrganizationOf(
  kind: DemoKind,
): "clinicName" | "businessName" {
  return formKindTable[kind].demo.organization
}

/** The service a form without a select always sends, if it has one. */
export function fixedServiceOf(kind: FormKind): string | undefined {
  const services = formKindSpec(kind).services
  return services && "fixed" in services ? services.fixed : undefined
}

/**
 * A path of the site as its pages are named: lowercase words, digits and
 * hyphens between slashes, no query, no trailing slash ("/", "/en/canteras").
 */
export const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/

export const contactLocales = ["es", "en", "fr"] as const
export type ContactLocale = (typeof contactLocales)[number]

/** Upper bounds of every field, in characters. */
export const limits = {
  name: 100,
  email: 254,
  company: 120,
  phone: 30,
  service: 80,
  subject: 150,
  message: 5000,
  location: 100,
  page: 200,
} as const

export const errorCodes = [
  "name_required",
  "email_invalid",
  "subject_required",
  "message_required",
  "message_too_short",
  "service_required",
  "clinic_name_required",
  "business_name_required",
  "location_required",
  "phone_invalid",
  "too_long",
  "single_line",
  "control_character",
  "invisible_character",
  "markup",
  "service_not_offered",
  "page_invalid",
  "invalid_value",
  "invalid_body",
] as const
export type ErrorCode = (typeof errorCodes)[number]

export interface DemoRequest {
  readonly fullName: string
  readonly organization: string
  readonly location: string
  readonly email: string
}

/** The contact payload a demo request becomes. */
export interface DemoPayload {
  readonly name: string
  readonly email: string
  readonly company: string
  readonly phone: string
  readonly service: string
  readonly subject: string
  readonly message: string
  readonly isEnglish: boolean
  readonly kind: DemoKind
  readonly locale?: ContactLocale
  readonly page?: string
}

/**
 * A demo request as the contact payload the API takes: the person is the
 * name, the clinic or dealership the company and the subject, and the
 * place goes in the message so the e-mail says where the demo is wanted.
 */
export function mapDemoRequest(
  kind: DemoKind,
  demo: DemoRequest,
  context: { readonly locale?: ContactLocale; readonly page?: string } = {},
): DemoPayload {
  const service = fixedServiceOf(kind) ?? ""
  return {
    name: demo.fullName,
    email: demo.email,
    company: demo.organization,
    phone: "",
    service,
    subject: `Solicitud de demo: ${demo.organization}`.slice(0, limits.subject),
    message: `Solicitud de demo de ${service}.\nOrganización: ${demo.organization}\nLocalidad: ${demo.location}`,
    isEnglish: context.locale === "en",
    kind,
    ...(context.locale ? { locale: context.locale } : {}),
    ...(context.page ? { page: context.page } : {}),
  }
}

/**
 * A contact field as the form of a kind shows it: a demo form's person is
 * the name, its clinic or dealership the company and the subject, and its
 * place goes in the message (mapDemoRequest).
 */
export function formFieldFor(kind: FormKind, apiField: string): FormField {
  if (isDemoKind(kind)) {
    if (apiField === "name") return "fullName"
    if (apiField === "company" || apiField === "subject")
      return demoOrganizationOf(kind)
    if (apiField === "message") return "location"
  }
  return apiField as FormField
}
