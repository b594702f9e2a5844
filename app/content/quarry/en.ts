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
    lead: "Weighings, delivery notes signed on the spot, orders, transport and invoicing in one system built for aggregates. Less paper and fewer billing mistakes.",
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
  features: {
    intro: {
      eyebrow: "Main features",
      title: "Everything that happens at your quarry, in one system",
      lead: "From the moment a lorry drives onto the weighbridge to the moment the invoice is paid, every step is recorded and linked to the next.",
    },
    items: [
      {
        icon: "users",
        title: "Customers",
        description:
          "Records with tax details, sites, payment terms and each customer's own price list.",
      },
      {
        icon: "products",
        title: "Products",
        description:
          "Aggregates, sub-base and services, each with its sales unit and price per customer or site.",
      },
      {
        icon: "weighbridge",
        title: "Transport with weighbridge",
        description:
          "Tare, gross and net read from the weighbridge on every entry and exit, with plate and carrier.",
      },
      {
        icon: "deliveryNotes",
        title: "Orders and delivery notes with digital signature",
        description:
          "Drivers sign the delivery note on a tablet as they leave. No lost paperwork, no illegible signatures.",
      },
      {
        icon: "invoicing",
        title: "Invoicing with corrective invoices",
        description:
          "Invoice a period's delivery notes in one go and issue corrective invoices whenever something needs fixing.",
      },
      {
        icon: "spreadsheet",
        title: "Reports to Excel and PDF",
        description:
          "Sales by customer, product or site, tonnes per period and outstanding payments, ready to export.",
      },
      {
        icon: "roles",
        title: "Roles and permissions",
        description:
          "Everyone sees and does only their part: weighbridge, office, sales or management.",
      },
      {
        icon: "audit",
        title: "Audit log and backups",
        description:
          "A record of who changed what and when, plus automatic backups of all your data.",
      },
    ],
  },
  modules: {
    intro: {
      eyebrow: "Modules",
      title: "Eight modules that work together",
      lead: "Each module handles one part of the working day and shares its data with the rest: what is weighed goes on a delivery note, and what is delivered gets invoiced.",
    },
    items: [
      {
        title: "Customer management",
        colour: "quarry-amber",
        icon: "users",
        summary: "Your whole relationship with each customer in one record.",
        features: [
          "Tax details and contact people",
          "Sites and delivery addresses",
          "Prices and discounts per customer",
          "Payment methods and credit limit",
          "History of delivery notes and invoices",
        ],
      },
      {
        title: "Product catalogue",
        colour: "stone-accent",
        icon: "products",
        summary: "Aggregates, sub-base and services with clear prices.",
        features: [
          "Product groups, codes and types",
          "Price per tonne, cubic metre or load",
          "Special prices per site",
          "Configurable VAT and surcharges",
        ],
      },
      {
        title: "Weighbridge and transport",
        colour: "teal",
        icon: "weighbridge",
        summary: "Weighings with no copying mistakes.",
        features: [
          "Reads the weighbridge display directly",
          "Tare, gross and net worked out instantly",
          "Vehicles, plates and carriers",
          "Weighing tickets and haulage control",
        ],
      },
      {
        title: "Orders",
        colour: "brand",
        icon: "orders",
        summary: "From the customer's order to the loaded lorry.",
        features: [
          "Open orders per customer and site",
          "Quantities delivered and outstanding",
          "The day's planned loads",
          "Alert when an order is complete",
        ],
      },
      {
        title: "Delivery notes with digital signature",
        colour: "violet",
        icon: "deliveryNotes",
        summary: "Signed at the weighbridge, straight to the customer.",
        features: [
          "Delivery note created from the weighing",
          "Driver signs on a tablet",
          "Sent to the customer as a PDF by email",
          "States: pending, validated and invoiced",
        ],
      },
      {
        title: "Invoicing",
        colour: "graphite",
        icon: "invoicing",
        summary: "Invoices that are right first time.",
        features: [
          "Grouped invoicing of delivery notes",
          "Corrective invoices and credit notes",
          "Due dates and outstanding payments",
          "PDF download and sending by email",
        ],
      },
      {
        title: "Reports",
        colour: "office",
        icon: "spreadsheet",
        summary: "Your quarry's figures whenever you need them.",
        features: [
          "Sales by customer, product and site",
          "Tonnes per day, month or year",
          "Amounts outstanding per customer",
          "Export to Excel and PDF",
        ],
      },
      {
        title: "Security and administration",
        colour: "teal-deep",
        icon: "audit",
        summary: "Your data protected and every change recorded.",
        features: [
          "Users with roles and permissions",
          "Audit log of every change",
          "Automatic backups",
          "Access from the office and the weighbridge",
        ],
      },
    ],
  },
  cta: {
    title: "See your quarry running in 20 minutes",
    lead: "We show you the whole flow, from weighbridge to invoice, with products and prices like yours.",
    actions: [
      {
        label: "Request a demo",
        to: {
          hash: "contacto",
        },
      },
    ],
  },
  contact: {
    intro: {
      eyebrow: "No-obligation demo",
      title: "Request a demo of the quarry software",
      lead: "Tell us how you work today and how many weighbridges and loading points you have. We will build the demo around your day-to-day cases.",
    },
    pointsTitle: "What happens next",
    points: [
      "We call you to learn about your quarry and how you work today",
      "We set up the demo with products and prices like yours",
      "We walk you through the whole flow: weighbridge, delivery note, invoice",
      "You decide afterwards, fully informed and with no obligation",
    ],
  },
} satisfies QuarryContent
