import type { NotFoundContent } from "./types.ts"

export const es = {
  meta: {
    title: "Página no encontrada",
    description: "La página que buscas no existe o se ha movido.",
  },
  hero: {
    eyebrow: "Error 404",
    title: "Página no encontrada",
    lead: "Lo sentimos, la página que buscas no existe o se ha movido.",
    primary: {
      label: "Volver al inicio",
      to: {
        page: "home",
      },
    },
  },
} satisfies NotFoundContent
