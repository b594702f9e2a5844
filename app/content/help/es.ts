import type { HelpContent } from "./types.ts"

export const es = {
  meta: {
    title: "Centro de ayuda: tutoriales de la aplicación de gestión",
    description:
      "Guías paso a paso para gestionar clientes, albaranes, facturas, transportistas, productos e informes en la aplicación de gestión de TRABEM.",
  },
  hero: {
    eyebrow: "Centro de ayuda",
    title: "¿En qué podemos ayudarte?",
    lead: "Guías paso a paso para sacar el máximo partido a la aplicación de gestión: clientes, albaranes, facturas, transportistas e informes.",
  },
} satisfies HelpContent
