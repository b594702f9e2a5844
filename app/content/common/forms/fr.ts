import { fr as messages } from "#common/messages/fr.ts"
import type { FormsContent } from "./types.ts"

export const frForms = {
  messages,
  placeholders: {
    name: "Votre nom",
    email: "vous@entreprise.com",
    company: "Votre entreprise",
    phone: "+33 6 00 00 00 00",
    subject: "Comment pouvons-nous vous aider ?",
    message: "Dites-nous ce dont vous avez besoin",
    fullName: "Prénom et nom",
    clinicName: "Votre clinique",
    businessName: "Votre concession",
    location: "Ville ou localité",
  },
  serviceLabels: {
    "TrAbem Flex RAG": "TrAbem Flex RAG",
    "Plataforma TrAbem": "Plateforme TrAbem",
    Consultoría: "Conseil",
    "Desarrollo Web": "Développement web",
    "Kit Digital": "Kit Digital",
    Otro: "Autre",
  },
  optional: "(facultatif)",
  submit: {
    contact: "Envoyer le message",
    demo: "Demander une démo",
    information: "Demander des informations",
  },
  sending: "Envoi en cours...",
  privacy: {
    text: "TRABEM traite vos données pour répondre à votre demande et ne les cède à aucun tiers. Vous pouvez demander à y accéder, à les rectifier ou à les supprimer à tout moment.",
    link: "Politique de confidentialité",
  },
  honeypot: "Laissez ce champ vide",
  notifications: "Notifications",
} as const satisfies FormsContent
