import {
  demoOrganizationOf,
  fixedServiceOf,
  isDemoKind,
  limits,
  mapDemoRequest,
  servicesOf,
  type ContactLocale,
} from "#common/schemas/contact-fields.ts"
import type { FormField, FormKindSpec } from "#common/schemas/form-kind-spec.ts"
import { formKindSpec, type FormKind } from "#common/schemas/form-kinds.ts"

export type FieldName = FormField
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

type Control = Omit<FieldSpec, "name" | "required" | "minLength" | "options">

/** How each field is drawn, whichever form shows it. */
const controls: Readonly<Record<FieldName, Control>> = {
  name: { control: "text", maxLength: limits.name, autoComplete: "name" },
  email: { control: "email", maxLength: limits.email, autoComplete: "email" },
  company: {
    control: "text",
    maxLength: limits.company,
    autoComplete: "organization",
  },
  phone: { control: "tel", maxLength: limits.phone, autoComplete: "tel" },
  service: { control: "select", maxLength: limits.service, wide: true },
  subject: { control: "text", maxLength: limits.subject, wide: true },
  message: { control: "textarea", maxLength: limits.message, wide: true },
  fullName: { control: "text", maxLength: limits.name, autoComplete: "name" },
  clinicName: {
    control: "text",
    maxLength: limits.company,
    autoComplete: "organization",
  },
  businessName: {
    control: "text",
    maxLength: limits.company,
    autoComplete: "organization",
  },
  location: {
    control: "text",
    maxLength: limits.location,
    autoComplete: "address-level2",
  },
}

/** Fields every form that shows them requires, with their minimum length. */
const alwaysRequired: Partial<Record<FieldName, number>> = {
  name: 2,
  fullName: 2,
  location: 2,
  email: 0,
}

function fieldSpec(kind: FormKind, name: FieldName): FieldSpec {
  const form = formKindSpec(kind)
  const contactField =
    form.demo && name === form.demo.organization ? "company" : name
  const minimum =
    form.rules.find((rule) => rule.field === contactField)?.min ??
    alwaysRequired[name]
  return {
    name,
    ...controls[name],
    required: minimum !== undefined,
    ...(minimum && controls[name].control !== "select"
      ? { minLength: minimum }
      : {}),
    ...(name === "service" ? { options: servicesOf(kind) } : {}),
  }
}

export interface FormConfig extends FormKindSpec {
  readonly fieldSpecs: readonly FieldSpec[]
}

/** A form as the browser draws it: the kind's entry and its fields' controls. */
export function formConfig(kind: FormKind): FormConfig {
  const form = formKindSpec(kind)
  return {
    ...form,
    fieldSpecs: form.fields.map((name) => fieldSpec(kind, name)),
  }
}

export interface PayloadContext {
  readonly locale: ContactLocale
  readonly page: string
}

/**
 * What a form sends to the API: demo forms mapped onto the contact fields, the
 * others as they are plus their service.
 */
export function toPayload(
  kind: FormKind,
  values: FormValues,
  context: PayloadContext,
): Record<string, unknown> {
  const website = values.website ?? ""
  if (isDemoKind(kind)) {
    const demo = {
      fullName: values.fullName ?? "",
      organization: values[demoOrganizationOf(kind)] ?? "",
      location: values.location ?? "",
      email: values.email ?? "",
    }
    return { ...mapDemoRequest(kind, demo, context), website }
  }
  return {
    name: values.name ?? "",
    email: values.email ?? "",
    company: values.company ?? "",
    phone: values.phone ?? "",
    service: fixedServiceOf(kind) ?? values.service ?? "",
    subject: values.subject ?? "",
    message: values.message ?? "",
    isEnglish: context.locale === "en",
    kind,
    locale: context.locale,
    page: context.page,
    website,
  }
}
