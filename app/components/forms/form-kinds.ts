import type { FieldLabels } from "#common/messages/types.ts"
import {
  clinicServices,
  demoOrganizationField,
  fixedServices,
  isDemoKind,
  mapDemoRequest,
  type ContactLocale,
  type FormKind,
} from "#common/schemas/contact-fields.ts"

export type FieldName = keyof FieldLabels
export type FormValues = Partial<Record<FieldName | "website", string>>

export interface FieldSpec {
  readonly name: FieldName
  readonly control: "text" | "email" | "tel" | "textarea" | "select"
  readonly required: boolean
  /** Native minimum length, so the browser checks it when JavaScript is off. */
  readonly minLength?: number
  readonly maxLength: number
  readonly autoComplete?: string
  /** Spans both columns on wide screens. */
  readonly wide?: boolean
  readonly options?: readonly string[]
}

export interface KindConfig {
  readonly fields: readonly FieldSpec[]
  readonly submit: "contact" | "demo" | "information"
  readonly sent: "sent" | "sentPlain" | "demoSent"
  readonly failed: "failed" | "demoFailed"
  /** Only the browser's own required checks (SPEC.md point 5). */
  readonly browserChecks: boolean
  /** Replace the form by the confirmation for a while after success. */
  readonly confirmation: boolean
  readonly accent: string
}

const name: FieldSpec = {
  name: "name",
  control: "text",
  required: true,
  minLength: 2,
  maxLength: 100,
  autoComplete: "name",
}
const email: FieldSpec = {
  name: "email",
  control: "email",
  required: true,
  maxLength: 254,
  autoComplete: "email",
}
const company: FieldSpec = {
  name: "company",
  control: "text",
  required: false,
  maxLength: 120,
  autoComplete: "organization",
}
const phone: FieldSpec = {
  name: "phone",
  control: "tel",
  required: false,
  maxLength: 30,
  autoComplete: "tel",
}
const subject: FieldSpec = {
  name: "subject",
  control: "text",
  required: true,
  minLength: 3,
  maxLength: 150,
  wide: true,
}
const message = (minLength: number): FieldSpec => ({
  name: "message",
  control: "textarea",
  required: minLength > 0,
  ...(minLength > 0 ? { minLength } : {}),
  maxLength: 5000,
  wide: true,
})
const demoFields = (organization: FieldName): readonly FieldSpec[] => [
  { ...name, name: "fullName" },
  { ...company, name: organization, required: true, minLength: 2 },
  {
    name: "location",
    control: "text",
    required: true,
    minLength: 2,
    maxLength: 100,
    autoComplete: "address-level2",
  },
  email,
]

const contact = {
  submit: "contact",
  sent: "sent",
  failed: "failed",
  browserChecks: false,
  confirmation: false,
  accent: "bg-brand hover:bg-brand-deep",
} as const

export const kindConfigs: Readonly<Record<FormKind, KindConfig>> = {
  home: { ...contact, fields: [name, email, subject, message(10)] },
  clinicService: {
    ...contact,
    fields: [
      name,
      email,
      company,
      phone,
      {
        name: "service",
        control: "select",
        required: true,
        maxLength: 80,
        wide: true,
        options: clinicServices,
      },
      message(0),
    ],
    accent: "bg-teal-deep hover:bg-ink",
  },
  office365: {
    ...contact,
    fields: [name, email, company, phone, message(10)],
    sent: "sentPlain",
    accent: "bg-office hover:bg-brand-deep",
  },
  clinicDemo: {
    ...contact,
    fields: demoFields("clinicName"),
    submit: "demo",
    sent: "demoSent",
    failed: "demoFailed",
    accent: "bg-teal-deep hover:bg-ink",
  },
  dealerDemo: {
    ...contact,
    fields: demoFields("businessName"),
    submit: "demo",
    sent: "demoSent",
    failed: "demoFailed",
    accent: "bg-graphite hover:bg-black",
  },
  connext: {
    ...contact,
    fields: [name, email, company, phone, message(1)],
    browserChecks: true,
    confirmation: true,
    accent: "bg-violet hover:bg-violet-deep",
  },
  quarry: {
    ...contact,
    fields: [name, email, company, phone, message(1)],
    // The quarry pages' form is their demo request (SPEC.md point 2).
    submit: "demo",
    browserChecks: true,
    accent: "bg-stone-accent hover:bg-ink",
  },
  news: { ...contact, fields: [name, email, company, message(10)] },
  kitDigital: {
    ...contact,
    fields: [name, email, company, phone, message(10)],
    submit: "information",
  },
  kitConsulting: {
    ...contact,
    fields: [name, email, company, phone, message(10)],
    submit: "information",
  },
}

/** The values a form starts with: empty, but for the clinic form's default service. */
export function initialValues(kind: FormKind): FormValues {
  const values: FormValues = { website: "" }
  for (const field of kindConfigs[kind].fields)
    values[field.name] = field.options?.[0] ?? ""
  return values
}

export interface PayloadContext {
  readonly locale: ContactLocale
  readonly page: string
}

/** What a form sends to the API: demo forms mapped onto the contact fields, the others as they are plus their service. */
export function toPayload(
  kind: FormKind,
  values: FormValues,
  context: PayloadContext,
): Record<string, unknown> {
  const website = values.website ?? ""
  if (isDemoKind(kind)) {
    const demo = {
      fullName: values.fullName ?? "",
      organization: values[demoOrganizationField[kind]] ?? "",
      location: values.location ?? "",
      email: values.email ?? "",
    }
    return { ...mapDemoRequest(kind, demo, context), website }
  }
  const fixed = (fixedServices as Partial<Record<FormKind, string>>)[kind]
  return {
    name: values.name ?? "",
    email: values.email ?? "",
    company: values.company ?? "",
    phone: values.phone ?? "",
    service: fixed ?? values.service ?? "",
    subject: values.subject ?? "",
    message: values.message ?? "",
    isEnglish: context.locale === "en",
    kind,
    locale: context.locale,
    page: context.page,
    website,
  }
}

/** A field the API named, as the form calls it (demo forms rename the contact fields). */
export function formFieldFor(kind: FormKind, apiField: string): FieldName {
  if (isDemoKind(kind)) {
    if (apiField === "name") return "fullName"
    if (apiField === "company" || apiField === "subject")
      return demoOrganizationField[kind]
    if (apiField === "message") return "location"
  }
  return apiField as FieldName
}
