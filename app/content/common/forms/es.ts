import { es as messages } from "#common/messages/es.ts"
import type { FormsContent } from "./types.ts"

export const esForms = {
  messages,
  placeholders: {
    name: "Tu nombre",
    email: "tu@empresa.com",
    company: "Nombre de tu empresa",
    phone: "+34 600 000 000",
    subject: "¿En qué podemos ayudarte?",
    message: "Cuéntanos qué necesitas",
    fullName: "Nombre y apellidos",
    clinicName: "Nombre de tu clínica",
    businessName: "Nombre de tu concesionario",
    location: "Ciudad o localidad",
  },
  serviceLabels: {
    "TrAbem Flex RAG": "TrAbem Flex RAG",
    "Plataforma TrAbem": "Plataforma TrAbem",
    Consultoría: "Consultoría",
    "Desarrollo Web": "Desarrollo Web",
    "Kit Digital": "Kit Digital",
    Otro: "Otro",
  },
  optional: "(opcional)",
  submit: {
    contact: "Enviar mensaje",
    demo: "Solicitar demo",
    information: "Solicitar información",
  },
  sending: "Enviando...",
  privacy: {
    text: "TRABEM tratará tus datos para responder a tu consulta y no los cederá a terceros. Puedes ejercer tus derechos de acceso, rectificación y supresión escribiéndonos.",
    link: "Política de privacidad",
  },
  honeypot: "Deja este campo vacío",
  notifications: "Notificaciones",
} as const satisfies FormsContent
