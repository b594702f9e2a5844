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
  /**
   * The option the visitor picks in the form's select of services, by its
   * visible label; the payload carries `service`.
   */
  readonly serviceLabel?: string
  /** Messages an empty submit shows, by field; absent for forms with the browser's own checks. */
  readonly emptyErrors?: Readonly<Record<string, string>>
  readonly sent: string
  readonly failed: readonly [string, string]
  readonly sending: string
  readonly confirmation?: readonly [string, string]
}

export const contactEs = {
  sent: "¡Mensaje enviado correctamente!",
  failed: [
    "Error al enviar el mensaje",
    "Por favor, inténtalo de nuevo más tarde o contáctanos por teléfono.",
  ],
  sending: "Enviando...",
} as const
export const contactEn = {
  sent: "Message sent successfully!",
  failed: [
    "Error sending message",
    "Please try again later or contact us by phone.",
  ],
  sending: "Sending...",
} as const
export const person = {
  name: "Lucía Fernández",
  email: "lucia@asesoria-murcia.es",
}
export const personEn = {
  name: "Oliver Grant",
  email: "oliver@grant-stone.co.uk",
}
export const longMessage = "Necesitamos información sobre vuestros servicios."

export const homeErrorsEs = {
  name: "El nombre es requerido",
  email: "Email inválido",
  subject: "El asunto es requerido",
  message: "El mensaje debe tener al menos 10 caracteres",
}
export const homeErrorsEn = {
  name: "Name is required",
  email: "Invalid email address",
  subject: "Subject is required",
  message: "Message must be at least 10 characters",
}
export const contactErrorsEs = {
  name: homeErrorsEs.name,
  email: homeErrorsEs.email,
  message: homeErrorsEs.message,
}
export const contactErrorsEn = {
  name: homeErrorsEn.name,
  email: homeErrorsEn.email,
  message: homeErrorsEn.message,
}
