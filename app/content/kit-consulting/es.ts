import type { KitConsultingContent } from "./types.ts"

export const es = {
  meta: {
    title: "Kit Consulting: asesoramiento para transformar tu empresa",
    description:
      "Asesores digitales del programa Kit Consulting: diagnóstico, diseño, implantación y seguimiento en inteligencia artificial, ciberseguridad y procesos de negocio.",
  },
  hero: {
    eyebrow: "Asesor digital del Kit Consulting",
    title: "Asesoramiento experto para dar el siguiente paso digital",
    lead: "Analizamos tu empresa, diseñamos un plan a medida y te acompañamos hasta que funciona: inteligencia artificial, ciberseguridad, analítica y procesos.",
    primary: {
      label: "Solicitar asesoramiento",
      to: {
        hash: "contacto",
      },
    },
    secondary: {
      label: "Cómo trabajamos",
      to: {
        hash: "metodo",
      },
    },
  },
} satisfies KitConsultingContent
