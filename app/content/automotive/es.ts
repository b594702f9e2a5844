import type { AutomotiveContent } from "./types.ts"

export const es = {
  meta: {
    title: "Agentes de IA para concesionarios: citas, ventas y posventa",
    description:
      "Asistentes virtuales que agendan citas de taller, responden a leads y lanzan campañas de mantenimiento en 3 clics. Ya en más de 30 concesionarios.",
  },
  hero: {
    eyebrow: "IA para concesionarios",
    title: "Más ventas y un taller lleno, sin perder ni un lead",
    lead: "Asistentes virtuales que responden al instante, agendan citas de taller y reactivan clientes con campañas de mantenimiento en 3 clics. Más de 30 concesionarios ya confían en ellos.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "cta-section",
      },
    },
  },
} satisfies AutomotiveContent
