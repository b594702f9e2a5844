import type { QuarryContent } from "./types.ts"

export const en = {
  meta: {
    title:
      "Quarry management software: weighbridge, delivery notes and invoicing",
    description:
      "Customers, products, transport with weighbridge, orders and delivery notes with digital signature, invoicing and corrective invoices, reports to Excel and PDF. All in one system.",
  },
  hero: {
    eyebrow: "Quarry software",
    title: "Run your quarry from the weighbridge to the invoice",
    lead: "Weighings, delivery notes signed on the spot, orders, transport and invoicing in one system built for aggregates. Less paper, no billing mistakes.",
    primary: {
      label: "Request a demo",
      to: {
        hash: "contacto",
      },
    },
    secondary: {
      label: "See features",
      to: {
        hash: "funciones",
      },
    },
  },
} satisfies QuarryContent
