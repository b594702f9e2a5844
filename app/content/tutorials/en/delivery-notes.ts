import type { TutorialWords } from "../types.ts"

export const deliveryNotes = {
  meta: {
    title: "Tutorial: creating and validating delivery notes",
    description:
      "Create delivery notes from an appointment, a quote, an invoice or from scratch, add lines, validate them, print them and turn them into invoices.",
  },
  hero: {
    title: "Create, validate and invoice delivery notes",
    lead: "From delivery note to invoice without typing anything twice: create the delivery note, add its lines, validate it and turn it into an invoice.",
  },
  shortTitle: "Delivery notes",
  steps: {
    title: "From delivery note to invoice in four steps",
    lead: "The delivery note records what you have delivered or provided. Once validated it is the basis of the invoice, so it is worth checking carefully.",
    before: {
      text: "The patient must already have a record, and the products or services their price.",
      link: {
        label: "How to add clients",
        to: { page: "tutorialClients" },
      },
    },
    items: [
      {
        title: "Create the delivery note and choose the patient",
        description:
          "Under “Albaranes” (Delivery notes), press “Nuevo albarán” (New delivery note). In “Paciente” (Patient), type the name or national ID and choose the record from the list: their details fill in by themselves. Today's date is already set; change it if the service was on another day.",
        icon: "filePlus",
        details: ["Paciente (Patient)", "Fecha (Date)"],
      },
      {
        title: "Set the origin",
        description:
          "Choose where the delivery note comes from: “Cita” (Appointment) takes what was provided at an appointment, “Presupuesto” (Quote) what the patient accepted and “Factura” (Invoice) what has already been invoiced. With any of them you pick the document and its lines are copied automatically. With “Libre” (Free) you start with an empty delivery note.",
        icon: "origin",
        details: [
          "Cita (Appointment)",
          "Presupuesto (Quote)",
          "Factura (Invoice)",
          "Libre (Free)",
        ],
      },
      {
        title: "Add or check the lines",
        description:
          "Each line holds a product or item, the units and the unit price; the line amount and the total are worked out instantly. Press “Añadir línea” (Add line) to add another, and the bin icon to remove one.",
        icon: "listPlus",
        details: [
          "Producto o concepto (Product or item)",
          "Unidades (Units)",
          "Precio (Price)",
        ],
        tip: "If you change the price on a line, it changes on this delivery note only; the product's price list stays the same.",
      },
      {
        title: "Validate it and decide what to do with it",
        description:
          "When everything adds up, press “Validar” (Validate). The delivery note moves to the “Validado” (Validated) state and can no longer be edited. From then on you can view it, print it or save it as a PDF, and turn it into an invoice with one click: the lines move to the invoice without being typed again.",
        icon: "fileCheck",
        details: [
          "Validado (Validated)",
          "Ver (View)",
          "Imprimir (Print)",
          "Convertir en factura (Convert to invoice)",
        ],
      },
    ],
  },
  video: {
    kind: "embed",
    video: "deliveryNotes",
    title: "Creating and validating a delivery note",
    lead: "The whole process, from the patient's appointment to the invoice, in under three minutes.",
  },
} satisfies TutorialWords
