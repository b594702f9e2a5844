import { expect, type Locator, type Page } from "@playwright/test"

/** Every form of the site, where it is, and what it says: its validation messages and notices. */
export interface FormCase {
  readonly kind: string
  readonly path: string
  readonly locale: "es" | "en" | "fr"
  /** A valid submission; the message-like field carries the test's marker. */
  readonly values: Readonly<Record<string, string>>
  /** The field that gets the unique marker. */
  readonly markerField: string
  readonly service?: string
  /** Messages an empty submit shows, by field; absent for forms with the browser's own checks. */
  readonly emptyErrors?: Readonly<Record<string, string>>
  readonly sent: string
  readonly failed: readonly [string, string]
  readonly sending: string
  readonly confirmation?: readonly [string, string]
}

const contactEs = {
  sent: "¡Mensaje enviado correctamente!",
  failed: [
    "Error al enviar el mensaje",
    "Por favor, inténtalo de nuevo más tarde o contáctanos por teléfono.",
  ],
  sending: "Enviando...",
} as const
const contactEn = {
  sent: "Message sent successfully!",
  failed: [
    "Error sending message",
    "Please try again later or contact us by phone.",
  ],
  sending: "Sending...",
} as const
const person = { name: "Lucía Fernández", email: "lucia@asesoria-murcia.es" }
const personEn = { name: "Oliver Grant", email: "oliver@grant-stone.co.uk" }
const longMessage = "Necesitamos información sobre vuestros servicios."

const homeErrorsEs = {
  name: "El nombre es requerido",
  email: "Email inválido",
  subject: "El asunto es requerido",
  message: "El mensaje debe tener al menos 10 caracteres",
}
const homeErrorsEn = {
  name: "Name is required",
  email: "Invalid email address",
  subject: "Subject is required",
  message: "Message must be at least 10 characters",
}
const contactErrorsEs = {
  name: homeErrorsEs.name,
  email: homeErrorsEs.email,
  message: homeErrorsEs.message,
}
const contactErrorsEn = {
  name: homeErrorsEn.name,
  email: homeErrorsEn.email,
  message: homeErrorsEn.message,
}

export const formCases: readonly FormCase[] = [
  {
    kind: "home",
    path: "/",
    locale: "es",
    values: { ...person, subject: "Alojamiento", message: longMessage },
    markerField: "message",
    emptyErrors: homeErrorsEs,
    ...contactEs,
  },
  {
    kind: "home",
    path: "/en",
    locale: "en",
    values: {
      ...personEn,
      subject: "Hosting",
      message: "We would like a quote for hosting.",
    },
    markerField: "message",
    emptyErrors: homeErrorsEn,
    ...contactEn,
  },
  {
    kind: "clinicService",
    path: "/trabemflex-salud",
    locale: "es",
    values: { ...person, company: "Clínica Sur", message: longMessage },
    markerField: "message",
    service: "TrAbem Flex RAG",
    emptyErrors: { name: homeErrorsEs.name, email: homeErrorsEs.email },
    ...contactEs,
  },
  {
    kind: "office365",
    path: "/office-365",
    locale: "es",
    values: { ...person, company: "Asesoría Murcia", message: longMessage },
    markerField: "message",
    service: "Office 365",
    emptyErrors: contactErrorsEs,
    ...contactEs,
    sent: "Mensaje enviado correctamente",
  },
  {
    kind: "clinicDemo",
    path: "/trabemflex-clinica",
    locale: "es",
    values: {
      fullName: "Marta Ruiz",
      clinicName: "Clínica Dental Sol",
      location: "Cartagena",
      email: "marta@dentalsol.es",
    },
    markerField: "clinicName",
    service: "Agentes virtuales para clínicas",
    emptyErrors: {
      fullName: "El nombre es requerido",
      clinicName: "El nombre de la clínica es requerido",
      location: "La localidad es requerida",
      email: "Email inválido",
    },
    sent: "Solicitud enviada",
    failed: [
      "Error",
      "No se pudo enviar la solicitud. Por favor, inténtalo de nuevo.",
    ],
    sending: "Enviando...",
  },
  {
    kind: "dealerDemo",
    path: "/automocion",
    locale: "es",
    values: {
      fullName: "Pedro Gil",
      businessName: "Motor Gil",
      location: "Lorca",
      email: "pedro@motorgil.es",
    },
    markerField: "businessName",
    service: "Agentes virtuales para concesionarios",
    emptyErrors: {
      fullName: "El nombre es requerido",
      businessName: "El nombre del concesionario es requerido",
      location: "La localidad es requerida",
      email: "Email inválido",
    },
    sent: "Solicitud enviada",
    failed: [
      "Error",
      "No se pudo enviar la solicitud. Por favor, inténtalo de nuevo.",
    ],
    sending: "Enviando...",
  },
  {
    kind: "dealerDemo",
    path: "/fr/automocion",
    locale: "fr",
    values: {
      fullName: "Claire Martin",
      businessName: "Garage Martin",
      location: "Lyon",
      email: "claire@garage-martin.fr",
    },
    markerField: "businessName",
    service: "Agentes virtuales para concesionarios",
    emptyErrors: {
      fullName: "Le nom est requis",
      businessName: "Le nom de la concession est requis",
      location: "La localité est requise",
      email: "E-mail invalide",
    },
    sent: "Demande envoyée",
    failed: [
      "Erreur",
      "La demande n'a pas pu être envoyée. Veuillez réessayer.",
    ],
    sending: "Envoi en cours...",
  },
  {
    kind: "connext",
    path: "/trabem-connext",
    locale: "es",
    values: { ...person, message: longMessage },
    markerField: "message",
    service: "TRABEM Connext",
    ...contactEs,
    confirmation: [
      "¡Mensaje enviado!",
      "Gracias por contactar con nosotros. Te responderemos lo antes posible.",
    ],
  },
  {
    kind: "quarry",
    path: "/canteras",
    locale: "es",
    values: { ...person, company: "Áridos del Segura", message: longMessage },
    markerField: "message",
    service: "Canteras",
    ...contactEs,
  },
  {
    kind: "quarry",
    path: "/en/canteras",
    locale: "en",
    values: {
      ...personEn,
      company: "Grant Stone",
      message: "We run two quarries and need weighbridge software.",
    },
    markerField: "message",
    service: "Canteras",
    ...contactEn,
  },
  {
    kind: "news",
    path: "/novedades",
    locale: "es",
    values: { ...person, message: longMessage },
    markerField: "message",
    emptyErrors: contactErrorsEs,
    ...contactEs,
  },
  {
    kind: "news",
    path: "/en/novedades",
    locale: "en",
    values: { ...personEn, message: "Tell me more about Office 365 licences." },
    markerField: "message",
    emptyErrors: contactErrorsEn,
    ...contactEn,
  },
  {
    kind: "kitDigital",
    path: "/kitdigital",
    locale: "es",
    values: { ...person, company: "Panadería Ros", message: longMessage },
    markerField: "message",
    service: "Kit Digital",
    emptyErrors: contactErrorsEs,
    ...contactEs,
  },
  {
    kind: "kitDigital",
    path: "/en/kitdigital",
    locale: "en",
    values: {
      ...personEn,
      message: "Are we eligible for the Kit Digital grant?",
    },
    markerField: "message",
    service: "Kit Digital",
    emptyErrors: contactErrorsEn,
    ...contactEn,
  },
  {
    kind: "kitConsulting",
    path: "/asesores",
    locale: "es",
    values: { ...person, company: "Transportes Ros", message: longMessage },
    markerField: "message",
    service: "Kit Consulting",
    emptyErrors: contactErrorsEs,
    ...contactEs,
  },
  {
    kind: "kitConsulting",
    path: "/en/asesores",
    locale: "en",
    values: {
      ...personEn,
      message: "We would like advice on the Kit Consulting programme.",
    },
    markerField: "message",
    service: "Kit Consulting",
    emptyErrors: contactErrorsEn,
    ...contactEn,
  },
]

/** The page's lead form, once React runs it. */
export async function openForm(
  page: Page,
  formCase: FormCase,
): Promise<Locator> {
  await page.goto(formCase.path)
  const form = page.locator('form[action="/api/contact"]')
  await expect(form).toHaveCount(1)
  await expect(form).toHaveAttribute("data-ready", "true")
  await form.scrollIntoViewIfNeeded()
  return form
}

export function field(form: Locator, name: string): Locator {
  return form.locator(`[name="${name}"]`)
}

/** Fills the valid values, the marker appended to the marked field. */
export async function fillForm(
  form: Locator,
  formCase: FormCase,
  marker: string,
) {
  for (const [name, value] of Object.entries(formCase.values))
    await field(form, name).fill(
      name === formCase.markerField ? `${value} ${marker}` : value,
    )
}

let counter = 0
/** A token no other test types, to find this test's e-mail. */
export function uniqueMarker(): string {
  counter += 1
  return `ref${Date.now().toString(36)}${process.pid}${counter}`
}
