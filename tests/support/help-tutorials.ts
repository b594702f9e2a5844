/**
 * The five tutorials in their reading order, with the heading of each page and
 * the name of its guide card.
 */
export const tutorials = [
  { path: "/clientes", h1: "Gestión de clientes", card: "Clientes" },
  {
    path: "/transportistas",
    h1: "Transportistas y productos",
    card: "Transportistas y productos",
  },
  {
    path: "/albaranes",
    h1: "Crear, validar y facturar albaranes",
    card: "Albaranes",
  },
  { path: "/facturas", h1: "Facturación paso a paso", card: "Facturas" },
  {
    path: "/informes",
    h1: "Informes y comprobaciones automáticas",
    card: "Informes",
  },
] as const
