import type { TutorialWords } from "../types.ts"

export const carriers = {
  meta: {
    title: "Tutorial: carriers and products",
    description:
      "Register carriers, and products with a reference, type, price and unit, to use them on delivery notes and invoices.",
  },
  hero: {
    title: "Carriers and products",
    lead: "Register your carriers and your product catalogue once and use them on every delivery note and invoice.",
  },
  shortTitle: "Carriers and products",
  steps: {
    title: "Set up carriers and products in four steps",
    lead: "This is the master data you later pick from a list: if it is written correctly here, every delivery note comes out right without touching it up.",
    before: {
      text: "Gather the details of your regular carriers and your current price list.",
    },
    items: [
      {
        title: "Register the carrier",
        description:
          "Open “Transportistas” (Carriers) and press “Nuevo transportista” (New carrier). Type the name of the company or self-employed driver and, under “Contacto” (Contact), the phone number and email address to notify about a load.",
        icon: "truck",
        details: ["Nombre (Name)", "Contacto (Contact)"],
      },
      {
        title: "Write the observations and save",
        description:
          "Use “Observaciones” (Observations) for whatever repeats on every job: loading hours, usual number plate, type of vehicle or whether an appointment is needed. Press “Guardar” (Save) and the carrier now appears in the delivery notes' drop-down list.",
        icon: "notes",
        details: ["Observaciones (Observations)"],
        tip: "Write the observations for someone who does not know the carrier: it is what the colleague who covers for you will read.",
      },
      {
        title: "Create the product",
        description:
          "Under “Productos” (Products), press “Nuevo producto” (New product). Enter the name as you want it to read on documents, and a short, unique reference, for example GRAV-20, so you can find it by typing its first letters.",
        icon: "packagePlus",
        details: ["Nombre (Name)", "Referencia (Reference)"],
      },
      {
        title: "Set the type, price and unit",
        description:
          "Choose the type to group the catalogue (material, service, transport…). Enter the price before tax and the unit you sell in: unit, kilo, tonne, cubic metre or hour. When you add the product to a line, its price and unit are copied, and you can adjust them there for a particular case.",
        icon: "euro",
        details: ["Tipo (Type)", "Precio (Price)", "Unidad (Unit)"],
      },
    ],
  },
  video: {
    kind: "embed",
    video: "carriers",
    title: "Carriers and the product catalogue",
    lead: "See how a carrier and a product are added, and how they then appear when you create a delivery note.",
  },
} satisfies TutorialWords
