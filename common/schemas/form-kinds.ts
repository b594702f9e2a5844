/**
 * Every form of the site, one entry per kind: what it asks, what it
 * requires beyond a name and an address, which services it may send, how
 * the inbox names it and which texts it shows. The browser's fields, the
 * server's rules and the lead e-mail all derive from this table, so a new
 * form is one entry here plus its texts in common/messages.
 */
import type { FormKindSpec, MinimumRule } from "./form-kind-spec.ts"

const messageAtLeast10: MinimumRule = {
  field: "message",
  min: 10,
  code: "message_too_short",
}
const messageRequired: MinimumRule = {
  field: "message",
  min: 1,
  code: "message_required",
}
const contactForm = {
  submit: "contact",
  sent: "sent",
  failed: "failed",
} as const
const demoForm = {
  submit: "demo",
  sent: "demoSent",
  failed: "demoFailed",
} as const
const detailsFields = ["name", "email", "company", "phone"] as const

export const formKindTable = {
  home: {
    ...contactForm,
    label: "Contacto (inicio)",
    fields: ["name", "email", "subject", "message"],
    rules: [
      { field: "subject", min: 3, code: "subject_required" },
      messageAtLeast10,
    ],
  },
  clinicService: {
    ...contactForm,
    label: "TrAbem Flex Salud",
    fields: [...detailsFields, "service", "message"],
    rules: [{ field: "service", min: 1, code: "service_required" }],
    services: {
      select: [
        "TrAbem Flex RAG",
        "Plataforma TrAbem",
        "Consultoría",
        "Desarrollo Web",
        "Kit Digital",
        "Otro",
      ],
    },
  },
  office365: {
    ...contactForm,
    label: "Office 365",
    fields: [...detailsFields, "message"],
    rules: [messageAtLeast10],
    services: { fixed: "Office 365" },
    sent: "sentPlain",
  },
  clinicDemo: {
    ...demoForm,
    label: "Demo agentes para clínicas",
    fields: ["fullName", "clinicName", "location", "email"],
    rules: [{ field: "company", min: 2, code: "clinic_name_required" }],
    services: { fixed: "Agentes virtuales para clínicas" },
    demo: { organization: "clinicName" },
  },
  dealerDemo: {
    ...demoForm,
    label: "Demo agentes para concesionarios",
    fields: ["fullName", "businessName", "location", "email"],
    rules: [{ field: "company", min: 2, code: "business_name_required" }],
    services: { fixed: "Agentes virtuales para concesionarios" },
    demo: { organization: "businessName" },
  },
  connext: {
    ...contactForm,
    label: "TRABEM Connext",
    fields: [...detailsFields, "message"],
    rules: [messageRequired],
    services: { fixed: "TRABEM Connext" },
    browserChecks: true,
    confirmation: true,
  },
  quarry: {
    ...contactForm,
    label: "Software para canteras",
    fields: [...detailsFields, "message"],
    rules: [messageRequired],
    services: { fixed: "Canteras" },
    // The quarry pages' form is their demo request.
    submit: "demo",
    browserChecks: true,
  },
  news: {
    ...contactForm,
    label: "Novedades",
    fields: ["name", "email", "company", "message"],
    rules: [messageAtLeast10],
  },
  kitDigital: {
    ...contactForm,
    label: "Kit Digital",
    fields: [...detailsFields, "message"],
    rules: [messageAtLeast10],
    services: { fixed: "Kit Digital" },
    submit: "information",
  },
  kitConsulting: {
    ...contactForm,
    label: "Kit Consulting",
    fields: [...detailsFields, "message"],
    rules: [messageAtLeast10],
    services: { fixed: "Kit Consulting" },
    submit: "information",
  },
} as const satisfies Record<string, FormKindSpec>

export type FormKind = keyof typeof formKindTable

/** The services a visitor may choose on the clinic form: the values the inbox receives. */
export type SelectableService =
  (typeof formKindTable)["clinicService"]["services"]["select"][number]
export const formKinds = Object.keys(formKindTable) as [FormKind, ...FormKind[]]

/** A kind's entry, with every optional part visible to the type checker. */
export function formKindSpec(kind: FormKind): FormKindSpec {
  return formKindTable[kind]
}
