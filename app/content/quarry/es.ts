import type { QuarryContent } from "./types.ts"

export const es = {
  meta: {
    title:
      "Software de gestión para canteras: báscula, albaranes y facturación",
    description:
      "Clientes, productos, transporte con báscula, pedidos y albaranes con firma digital, facturación y rectificativas, informes a Excel y PDF. Todo en un solo programa.",
  },
  hero: {
    eyebrow: "Software para canteras",
    title: "Controla tu cantera de la báscula a la factura",
    lead: "Pesajes, albaranes firmados en el momento, pedidos, transporte y facturación en un solo programa pensado para áridos. Menos papel, cero errores de cobro.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "contacto",
      },
    },
    secondary: {
      label: "Ver funciones",
      to: {
        hash: "funciones",
      },
    },
  },
} satisfies QuarryContent
