import type { KitDigitalContent } from "./types.ts"

export const es = {
  meta: {
    title: "Kit Digital: digitaliza tu empresa con la ayuda del Gobierno",
    description:
      "Somos agente digitalizador del Kit Digital. Bonos de hasta 12.000 € para pymes, microempresas y autónomos: web, ciberseguridad, gestión y comunicaciones.",
  },
  hero: {
    eyebrow: "Agente digitalizador del Kit Digital",
    title: "Digitaliza tu negocio con hasta 12.000 € de ayuda del Kit Digital",
    lead: "Te ayudamos a solicitar el bono y a implantar soluciones que de verdad usarás: presencia web, ciberseguridad, gestión de clientes y comunicaciones seguras.",
    primary: {
      label: "Solicitar información",
      to: {
        hash: "contacto",
      },
    },
    secondary: {
      label: "Ver las ayudas",
      to: {
        hash: "tramos",
      },
    },
  },
} satisfies KitDigitalContent
