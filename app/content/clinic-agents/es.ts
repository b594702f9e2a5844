import type { ClinicAgentsContent } from "./types.ts"

export const es = {
  meta: {
    title: "Agentes virtuales para clínicas: citas, cobros y pacientes 24/7",
    description:
      "Diez agentes de IA que gestionan citas, cobros, recordatorios y la atención al paciente. Ahorra hasta 30 horas a la semana y automatiza hasta el 70 % de las tareas administrativas.",
  },
  hero: {
    eyebrow: "Agentes virtuales para clínicas",
    title: "Tu clínica atendida 24/7 por agentes de IA que no olvidan nada",
    lead: "Citas, recordatorios, cobros y preguntas de pacientes resueltos por WhatsApp a cualquier hora. Ahorra hasta 30 horas a la semana y automatiza hasta el 70 % del trabajo administrativo.",
    primary: {
      label: "Reservar demo de 20 minutos",
      to: {
        hash: "cta-section",
      },
    },
  },
} satisfies ClinicAgentsContent
