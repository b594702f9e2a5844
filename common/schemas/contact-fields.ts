/**
 * The fixed parts of the contact payload: form kinds, services, limits,
 * error codes and the demo mapping. Kept apart from the zod schema
 * (contact.ts) so the browser loads the validator only when a form is sent.
 */

export const formKinds = [
  "home",
  "clinicService",
  "office365",
  "clinicDemo",
  "dealerDemo",
  "connext",
  "quarry",
  "news",
  "kitDigital",
  "kitConsulting",
] as const
export type FormKind = (typeof formKinds)[number]

export const demoKinds = ["clinicDemo", "dealerDemo"] as const
export type DemoKind = (typeof demoKinds)[number]

export function isDemoKind(kind: unknown): kind is DemoKind {
  return kind === "clinicDemo" || kind === "dealerDemo"
}

export function isFormKind(kind: unknown): kind is FormKind {
  return (formKinds as readonly unknown[]).includes(kind)
}

/** The service select of the clinic page (SPEC.md point 3), its first value the default. */
export const clinicServices = [
  "TrAbem Flex RAG",
  "Plataforma TrAbem",
  "Consultoría",
  "Desarrollo Web",
  "Kit Digital",
  "Otro",
] as const

/** The service that forms without a select always send. */
export const fixedServices = {
  office365: "Office 365",
  connext: "TRABEM Connext",
  quarry: "Canteras",
  kitDigital: "Kit Digital",
  kitConsulting: "Kit Consulting",
  clinicDemo: "Agentes virtuales para clínicas",
  dealerDemo: "Agentes virtuales para concesionarios",
} as const satisfies Partial<Record<FormKind, string>>

/** The services a form may send: its select, its fixed service, or none. */
export function servicesOf(kind: FormKind): readonly string[] {
  if (kind === "clinicService") return clinicServices
  const fixed = (fixedServices as Partial<Record<FormKind, string>>)[kind]
  return fixed ? [fixed] : []
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

/** The organisation field of each demo form, as the form names it. */
export const demoOrganizationField = {
  clinicDemo: "clinicName",
  dealerDemo: "businessName",
} as const satisfies Record<DemoKind, string>

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
  const service = fixedServices[kind]
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
