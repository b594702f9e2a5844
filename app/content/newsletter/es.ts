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
} satisfies NewsletterContent
