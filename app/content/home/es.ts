import type { HomeContent } from "./types.ts"

export const es = {
  meta: {
    title:
      "TRABEM | Hosting, ciberseguridad y software para empresas en Murcia",
    description:
      "Hosting y housing en Europa con soporte 24/7, ciberseguridad, software para clínicas e inteligencia artificial. Más de 15 años ayudando a empresas y administraciones.",
  },
  hero: {
    eyebrow: "Tecnología para empresas desde Murcia",
    title: "Infraestructura segura y software que trabaja por tu empresa",
    lead: "Alojamos tus servidores en Europa, protegemos tus datos y automatizamos tu gestión con software especializado e inteligencia artificial. Un solo proveedor, soporte 24/7.",
    primary: {
      label: "Solicitar información",
      to: {
        hash: "contact",
      },
    },
    secondary: {
      label: "Ver servicios",
      to: {
        hash: "services",
      },
    },
  },
} satisfies HomeContent
