import type { TutorialWords } from "../types.ts"

export const invoices = {
  meta: {
    title: "Tutorial: invoicing step by step",
    description:
      "Create invoices from scratch or from a delivery note, edit them, validate them, download them as PDF and follow their status with the filters.",
  },
  hero: {
    title: "Invoicing step by step",
    lead: "Create invoices from scratch or from a delivery note, validate them, download them as PDF and keep track of what is awaiting payment.",
  },
  shortTitle: "Invoices",
  steps: {
    title: "Issue an invoice and get paid in four steps",
    lead: "While the invoice is a draft you can change everything; once validated it is closed. Follow this order and you will not need to correct it.",
    before: {
      text: "If you already made a delivery note for the service, validate it first: the invoice will come from it without typing anything.",
      link: {
        label: "How to validate a delivery note",
        to: { page: "tutorialDeliveryNotes", hash: "paso-4" },
      },
    },
    items: [
      {
        title: "Create the invoice",
        description:
          "From scratch: under “Facturas” (Invoices), press “Nueva factura” (New invoice). From a delivery note: open a validated delivery note and press “Convertir en factura” (Convert to invoice); the client, lines and prices are copied automatically. Either way the invoice starts in the “Borrador” (Draft) state.",
        icon: "filePlus",
        details: [
          "Desde cero (From scratch)",
          "Desde un albarán (From a delivery note)",
        ],
      },
      {
        title: "Complete the client, date and items",
        description:
          "Choose the client and check the date. For each item, enter the units and the price, the discount if there is one (in %) and the tax that applies. Net amount, taxes and total are recalculated with every change. While it is a draft you can edit it and come back to it whenever you like.",
        icon: "receiptText",
        details: [
          "Cliente (Client)",
          "Fecha (Date)",
          "Conceptos (Items)",
          "Unidades y precios (Units and prices)",
          "Impuestos (Taxes)",
          "Descuentos (Discounts)",
        ],
      },
      {
        title: "Check and validate",
        description:
          "Check the client's DNI or NIF (Spanish tax ID) and the total. Press “Validar” (Validate): the invoice gets its final number and can no longer be edited, as the regulations require. If you find a mistake afterwards, correct it with a corrective invoice.",
        icon: "badgeCheck",
        details: ["Borrador (Draft)", "Validada (Validated)"],
      },
      {
        title: "Download the PDF and track payment",
        description:
          "Press “Descargar PDF” (Download PDF) to send it to the client or file it. In the list of invoices, the status filters show you what is outstanding: “Pendiente de cobro” (Awaiting payment) gathers what you have not been paid yet, and “Enviadas” (Sent) what the client already has.",
        icon: "fileDown",
        details: [
          "Descargar PDF (Download PDF)",
          "Pendiente de cobro (Awaiting payment)",
          "Enviadas (Sent)",
        ],
        tip: "Check the “Pendiente de cobro” (Awaiting payment) filter every week: it is the quickest way to chase payments in time.",
      },
    ],
  },
  video: {
    kind: "channel",
    title: "Invoicing videos",
    lead: "On our YouTube channel you will find short videos on each part of invoicing: creating, validating, downloading and filtering.",
    link: {
      label: "Watch the videos on YouTube",
      to: { external: "invoicesVideos" },
    },
  },
} satisfies TutorialWords
