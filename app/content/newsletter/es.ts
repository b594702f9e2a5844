import type { NewsletterContent } from "./types.ts"

export const es = {
  meta: {
    title: "Boletín de TRABEM: nueva web, asistente virtual y Office 365",
    description:
      "Boletín de novedades de TRABEM: estrenamos web, lanzamos un asistente virtual de soporte y distribuimos licencias de Office 365.",
  },
  hero: {
    eyebrow: "Boletín TRABEM",
    title: "Estrenamos web y mucho más",
    lead: "Te contamos las novedades de este mes: nueva web, asistente virtual 24/7 y licencias de Office 365 con soporte local.",
  },
  preheader:
    "Nueva web, asistente virtual 24/7 y licencias de Office 365 con soporte cercano.",
  headerLabel: "Novedades",
  greeting:
    "Hola: llevamos meses trabajando en mejoras para que te resulte más fácil trabajar con nosotros. Estas son las tres más importantes.",
  website: {
    label: "Nueva web",
    title: "Una web más rápida y más clara",
    text: "Encuentra en segundos nuestros servicios de alojamiento, ciberseguridad y software para clínicas, concesionarios y canteras, y pide información o una demo en un solo paso.",
    link: {
      label: "Visitar la nueva web",
      to: {
        page: "home",
      },
    },
  },
  assistant: {
    label: "Asistente virtual",
    title: "Un asistente que te atiende 24/7",
    text: "Resuelve dudas sobre servicios e incidencias habituales a cualquier hora y, cuando hace falta, te pasa con nuestro equipo técnico con todo el contexto.",
    link: {
      label: "Probar el asistente",
      to: {
        page: "news",
        hash: "chat",
      },
    },
  },
  office365: {
    label: "Office 365",
    title: "Licencias de Office 365 con soporte cercano",
    text: "Word, Excel, Outlook y Teams con alta, migración del correo y soporte técnico en español hechos por nosotros, y una sola factura.",
    link: {
      label: "Solicitar información",
      to: {
        redirect: "contactEs",
      },
    },
  },
  footer: {
    contactLead: "¿Tienes alguna pregunta? Escríbenos a",
    rights: "Todos los derechos reservados.",
    reason:
      "Recibes este boletín porque eres cliente de TRABEM o nos pediste información.",
  },
  download: {
    text: "Versión lista para tu herramienta de envío de correos.",
    label: "Descargar HTML",
  },
} satisfies NewsletterContent
