import type { ClinicAppointmentsContent } from "./types.ts"

export const es = {
  meta: {
    title: "TrAbem Flex Salud: citas con IA por WhatsApp, SMS y chatbot",
    description:
      "Tus pacientes reservan, confirman y cambian su cita por WhatsApp, SMS o chatbot. Agenda optimizada, analítica y hasta un 30 % menos de ausencias.",
  },
  hero: {
    eyebrow: "TrAbem Flex Salud",
    title:
      "Reduce hasta un 30 % las ausencias de tu clínica con citas gestionadas por IA",
    lead: "Tus pacientes reservan, confirman y reprograman por WhatsApp, SMS o chatbot, a cualquier hora. Tu equipo recupera tiempo y tu agenda se llena sola.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "contacto",
      },
    },
  },
} satisfies ClinicAppointmentsContent
