import type { HelpSource } from "./types.ts"

export const en = {
  meta: {
    title: "Help centre: tutorials for the management app",
    description:
      "Step-by-step guides to managing clients, delivery notes, invoices, carriers, products and reports in TRABEM's management app.",
  },
  hero: {
    eyebrow: "Help centre",
    title: "How can we help you?",
    lead: "Step-by-step guides to getting the most out of the management app: clients, delivery notes, invoices, carriers and reports. The app's screens are in Spanish; each guide quotes their labels as you will see them, with their meaning in English.",
    primary: { label: "Find a guide", to: { hash: "guias" } },
    secondary: { label: "Quick answers", to: { hash: "respuestas" } },
  },
  guides: {
    intro: {
      eyebrow: "Guides",
      title: "Five guides, four steps each",
      lead: "Each guide explains one task from start to finish, with the fields and states you will see on screen.",
    },
    search: {
      label: "Search the guides",
      placeholder: "For example: ID, PDF, validate…",
      hint: "Results are filtered as you type.",
      countMany: "{count} guides",
      countOne: "1 guide",
      countNone: "No guide matches “{query}”",
      emptyTitle: "We couldn't find that guide",
      emptyText:
        "Try another word, such as “client”, “PDF” or “validate”. Or tell us what you need and we will explain it:",
      showAll: "Show all guides",
    },
    facts: {
      steps: "{count} steps",
      video: "Video",
      videos: "Videos on YouTube",
    },
    open: "Open the guide",
    supportTile: {
      title: "Would you rather we explained it?",
      text: "If your question is not in any guide, the support team will walk you through it by phone or by email.",
      label: "Talk to support",
    },
    items: [
      {
        page: "tutorialClients",
        title: "Clients",
        summary:
          "Add clients with their contact details, date of birth and national ID, and organise them with tags, groups and notes.",
        keywords: [
          "record",
          "new",
          "DNI",
          "NIE",
          "phone",
          "patient",
          "search",
          "Clientes",
        ],
        icon: "usersRound",
      },
      {
        page: "tutorialCarriers",
        title: "Carriers and products",
        summary:
          "Register carriers with their notes and create products with a reference, type, price and unit.",
        keywords: [
          "driver",
          "lorry",
          "truck",
          "catalogue",
          "price list",
          "contact",
          "Transportistas",
          "Productos",
        ],
        icon: "truck",
      },
      {
        page: "tutorialDeliveryNotes",
        title: "Delivery notes",
        summary:
          "Create delivery notes from an appointment, a quote or from scratch, add lines with units and prices, then validate and print them.",
        keywords: [
          "patient",
          "origin",
          "delivery",
          "validate",
          "print",
          "Albaranes",
        ],
        icon: "fileCheck",
      },
      {
        page: "tutorialInvoices",
        title: "Invoices",
        summary:
          "Issue invoices from scratch or from a delivery note, with taxes and discounts; validate them, download them as PDF and keep track of payment.",
        keywords: [
          "payment",
          "pending",
          "sent",
          "VAT",
          "validate",
          "PDF",
          "Facturas",
        ],
        icon: "receiptText",
      },
      {
        page: "tutorialReports",
        title: "Reports",
        summary:
          "Generate reports, review the automatic checks, validate them and export them to PDF or Excel.",
        keywords: ["statistics", "export", "validate", "check", "Informes"],
        icon: "chart",
      },
    ],
  },
  quickHelp: {
    intro: {
      eyebrow: "Quick answers",
      title: "What you ask us most",
      lead: "Each answer takes you straight to the step that explains it.",
    },
    items: [
      {
        question: "How do I add a new client?",
        answer:
          "Clientes (Clients) › Nuevo cliente (New client), with name, national ID and contact details.",
        to: { page: "tutorialClients", hash: "paso-1" },
      },
      {
        question: "How do I export a report to Excel?",
        answer:
          "Generate the report, validate it and choose Excel when exporting.",
        to: { page: "tutorialReports", hash: "paso-4" },
      },
      {
        question: "How do I turn a delivery note into an invoice?",
        answer:
          "Validate the delivery note and press “Convertir en factura” (Convert to invoice).",
        to: { page: "tutorialDeliveryNotes", hash: "paso-4" },
      },
      {
        question: "Where do I enter a product's price and unit?",
        answer: "On the product's record, next to its type and reference.",
        to: { page: "tutorialCarriers", hash: "paso-4" },
      },
      {
        question: "How do I see the invoices awaiting payment?",
        answer:
          "In the list of invoices, with the Pendiente de cobro (Awaiting payment) filter.",
        to: { page: "tutorialInvoices", hash: "paso-4" },
      },
    ],
  },
  support: {
    title: "Can't find what you're looking for?",
    lead: "Our support team knows the app inside out. Call us or write to us and we will guide you step by step.",
  },
} satisfies HelpSource
