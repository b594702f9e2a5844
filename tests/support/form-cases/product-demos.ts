import {
  contactEs,
  contactEn,
  person,
  personEn,
  longMessage,
  type FormCase,
} from "./shared.ts"

/** The demo request forms of the dealership pages and TRABEM Connext. */
export const productDemoCases: readonly FormCase[] = [
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
    kind: "connext",
    path: "/en/trabem-connext",
    locale: "en",
    values: {
      ...personEn,
      message: "Our town council answers residents on three channels.",
    },
    markerField: "message",
    service: "TRABEM Connext",
    ...contactEn,
    confirmation: [
      "Message sent!",
      "Thank you for contacting us. We'll get back to you as soon as possible.",
    ],
  },
]
