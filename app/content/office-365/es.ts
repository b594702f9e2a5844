import type { Office365Content } from "./types.ts"

export const es = {
  meta: {
    title: "Licencias Office 365 para empresas con soporte local",
    description:
      "Compra tus licencias de Microsoft 365 a través de un distribuidor autorizado: mejor precio, factura única, migración y soporte en español.",
  },
  hero: {
    eyebrow: "Licencias Office 365",
    title: "Office 365 para tu empresa, con alguien cerca cuando lo necesitas",
    lead: "Licencias de Microsoft 365 a través de distribuidor autorizado, con alta, migración y soporte en español por el mismo equipo que cuida de tus servidores.",
    primary: {
      label: "Empezar ahora",
      to: {
        hash: "formulario",
      },
    },
  },
} satisfies Office365Content
