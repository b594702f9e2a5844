import type { TutorialWords } from "./types.ts"

export const deliveryNotes = {
  meta: {
    title: "Tutorial: cómo crear y validar albaranes",
    description:
      "Crea albaranes desde una cita, un presupuesto, una factura o desde cero, añade líneas, valídalos, imprímelos y conviértelos en factura.",
  },
  hero: {
    title: "Crear, validar y facturar albaranes",
    lead: "Del albarán a la factura sin volver a teclear nada: crea el albarán, añade sus líneas, valídalo y conviértelo en factura.",
  },
  shortTitle: "Albaranes",
  steps: {
    title: "Del albarán a la factura en cuatro pasos",
    lead: "El albarán recoge lo que has entregado o atendido. Una vez validado es la base de la factura, así que merece la pena revisarlo bien.",
    before: {
      text: "El paciente debe tener su ficha creada y los productos o servicios, su precio.",
      link: {
        label: "Cómo dar de alta clientes",
        to: { page: "tutorialClients" },
      },
    },
    items: [
      {
        title: "Crea el albarán y elige el paciente",
        description:
          "En Albaranes pulsa «Nuevo albarán». En Paciente escribe el nombre o el DNI y elige la ficha de la lista: sus datos se rellenan solos. La fecha del día aparece puesta; cámbiala si el servicio fue otro día.",
        icon: "filePlus",
        details: ["Paciente", "Fecha"],
      },
      {
        title: "Indica el origen",
        description:
          "Elige de dónde sale el albarán: Cita toma lo atendido en una cita, Presupuesto lo que el paciente aceptó y Factura lo ya facturado. Con cualquiera de ellos eliges el documento y sus líneas se copian solas. Con Libre empiezas con el albarán vacío.",
        icon: "origin",
        details: ["Cita", "Presupuesto", "Factura", "Libre"],
      },
      {
        title: "Añade o revisa las líneas",
        description:
          "Cada línea lleva un producto o concepto, las unidades y el precio unitario; el importe de la línea y el total se calculan al momento. Pulsa «Añadir línea» para sumar otra y el icono de la papelera para quitarla.",
        icon: "listPlus",
        details: ["Producto o concepto", "Unidades", "Precio"],
        tip: "Si cambias el precio en una línea, solo cambia en este albarán; la tarifa del producto sigue igual.",
      },
      {
        title: "Valida y decide qué hacer con él",
        description:
          "Cuando todo cuadre, pulsa «Validar». El albarán pasa a estado Validado y ya no se puede editar. Desde ese momento puedes verlo, imprimirlo o guardarlo en PDF, y convertirlo en factura con un clic: las líneas pasan a la factura sin teclearlas de nuevo.",
        icon: "fileCheck",
        details: ["Validado", "Ver", "Imprimir", "Convertir en factura"],
      },
    ],
  },
  video: {
    kind: "embed",
    video: "deliveryNotes",
    title: "Crear y validar un albarán",
    lead: "El proceso completo, desde la cita del paciente hasta la factura, en menos de tres minutos.",
  },
} satisfies TutorialWords
