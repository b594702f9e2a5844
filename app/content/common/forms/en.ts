import { en as messages } from "#common/messages/en.ts"
import type { FormsContent } from "./types.ts"

export const enForms = {
  messages,
  placeholders: {
    name: "Your name",
    email: "you@company.com",
    company: "Your company",
    phone: "+34 600 000 000",
    subject: "How can we help?",
    message: "Tell us what you need",
    fullName: "First and last name",
    clinicName: "Your clinic",
    businessName: "Your dealership",
    location: "Town or city",
  },
  serviceLabels: {
    "TrAbem Flex RAG": "TrAbem Flex RAG",
    "Plataforma TrAbem": "TrAbem platform",
    Consultoría: "Consulting",
    "Desarrollo Web": "Web development",
    "Kit Digital": "Kit Digital",
    Otro: "Other",
  },
  optional: "(optional)",
  submit: {
    contact: "Send message",
    demo: "Request a demo",
    information: "Request information",
  },
  sending: "Sending...",
  privacy: {
    text: "TRABEM processes your data to answer your enquiry and does not share it with third parties. You can ask us to access, correct or delete it at any time.",
    link: "Privacy policy",
  },
  honeypot: "Leave this field empty",
  notifications: "Notifications",
} as const satisfies FormsContent
