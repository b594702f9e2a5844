import type { NewsContent } from "./types.ts"

export const es = {
  meta: {
    title: "Novedades de TRABEM: nueva web, asistente virtual y Office 365",
    description:
      "Estrenamos web, lanzamos un agente virtual de soporte disponible 24/7 y ya distribuimos licencias de Office 365 con soporte local.",
  },
  hero: {
    eyebrow: "Novedades",
    title: "Lo último de TRABEM",
    lead: "Nueva web, un asistente virtual que te atiende a cualquier hora y licencias de Office 365 con soporte cercano. Esto es lo que hemos preparado para ti.",
    primary: {
      label: "Contactar",
      to: {
        hash: "contacto",
      },
    },
  },
} satisfies NewsContent
