import type { TutorialWords } from "../types.ts"

export const clients = {
  meta: {
    title: "Tutorial: managing clients",
    description:
      "Add clients with their contact details, date of birth, national ID, tags and notes, and find them instantly.",
  },
  hero: {
    title: "Managing clients",
    lead: "Add your clients with all their details, organise them by tags or groups and find any of them in a second.",
  },
  shortTitle: "Clients",
  steps: {
    title: "Add a client in four steps",
    lead: "A complete record saves you typing the same details on every delivery note and every invoice, and lets you find anyone straight away.",
    before: {
      text: "Have the client's identity document and a contact phone number to hand.",
    },
    items: [
      {
        title: "Search before you create",
        description:
          "In the side menu, open “Clientes” (Clients). Type the name, national ID or phone number into the list's search box: if the record already exists, open it and update it. If it does not appear, press “Nuevo cliente” (New client).",
        icon: "userPlus",
        tip: "Searching first avoids duplicate records, which would split the client's history between two places.",
      },
      {
        title: "Fill in the personal details",
        description:
          "Type the first name and surnames exactly as they should appear on documents, and the DNI or NIE (Spanish national ID or foreigner's ID) without spaces or hyphens. Add the date of birth with the calendar or by typing it as dd/mm/yyyy.",
        icon: "idCard",
        details: [
          "Nombre y apellidos (Full name)",
          "DNI o NIE (National ID)",
          "Fecha de nacimiento (Date of birth)",
        ],
      },
      {
        title: "Add how to get in touch",
        description:
          "Under “Contacto” (Contact), enter the phone number, preferably a mobile if the client receives notices by SMS or WhatsApp, and the email address. If you deal with someone else, such as a relative or an accountant, note their name in the same section.",
        icon: "contact",
        details: [
          "Teléfono (Phone)",
          "Correo electrónico (Email)",
          "Persona de contacto (Contact person)",
        ],
      },
      {
        title: "Classify, add notes and save",
        description:
          "Assign one or more tags, or add the client to a group, so you can filter by it later in the list. Under “Notas” (Notes), write down what the team should know before seeing them. Press “Guardar” (Save): the record now appears in the list and when you create delivery notes and invoices.",
        icon: "tags",
        details: ["Etiquetas o grupo (Tags or group)", "Notas (Notes)"],
        tip: "Use few tags and always spell them the same way (for example “Mutua” (mutual insurer) or “Empresa” (company)): that way the filters find everyone.",
      },
    ],
  },
  video: {
    kind: "embed",
    video: "clients",
    title: "Adding and finding clients",
    lead: "Two minutes covering the whole process: creating the record, tagging it and finding it from the search box.",
  },
} satisfies TutorialWords
