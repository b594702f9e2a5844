import type { ConnextContent } from "./types.ts"

export const es = {
  meta: {
    title: "TRABEM Connext: WhatsApp, email y chat web en una sola plataforma",
    description:
      "Centraliza la atención por WhatsApp, correo y chat web, asigna cada conversación al departamento adecuado y automatiza respuestas con bots de IA.",
  },
  hero: {
    eyebrow: "TRABEM Connext",
    title: "Todas las conversaciones de tu organización en una sola bandeja",
    lead: "WhatsApp, correo electrónico y chat web centralizados, asignados automáticamente al departamento o agente adecuado y con bots de IA que responden al instante.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "contact",
      },
    },
    secondary: {
      label: "Ver ventajas",
      to: {
        hash: "benefits",
      },
    },
  },
} satisfies ConnextContent
