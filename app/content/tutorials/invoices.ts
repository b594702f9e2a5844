import type { TutorialWords } from "./types.ts"

export const invoices = {
  meta: {
    title: "Tutorial: facturación paso a paso",
    description:
      "Crea facturas desde cero o desde un albarán, edítalas, valídalas, descárgalas en PDF y sigue su estado con los filtros.",
  },
  hero: {
    title: "Facturación paso a paso",
    lead: "Crea facturas desde cero o a partir de un albarán, valídalas, descárgalas en PDF y controla qué está pendiente de cobro.",
  },
  shortTitle: "Facturas",
  steps: {
    title: "Emitir y cobrar una factura en cuatro pasos",
    lead: "Mientras la factura está en borrador puedes cambiarlo todo; al validarla queda cerrada. Sigue este orden y no tendrás que rectificar.",
    before: {
      text: "Si ya hiciste un albarán del servicio, valídalo primero: la factura saldrá de él sin teclear nada.",
      link: {
        label: "Cómo validar un albarán",
        to: { page: "tutorialDeliveryNotes", hash: "paso-4" },
      },
    },
    items: [
      {
        title: "Crea la factura",
        description:
          "Desde cero: en Facturas pulsa «Nueva factura». Desde un albarán: abre un albarán validado y pulsa «Convertir en factura»; el cliente, las líneas y los precios se copian solos. En ambos casos la factura nace en estado Borrador.",
        icon: "filePlus",
        details: ["Desde cero", "Desde un albarán"],
      },
      {
        title: "Completa cliente, fecha y conceptos",
        description:
          "Elige el cliente y revisa la fecha. En cada concepto indica las unidades y el precio, el descuento si lo hay (en %) y el impuesto que corresponda. Base, impuestos y total se recalculan con cada cambio. Mientras sea un borrador puedes editarla y volver a ella cuando quieras.",
        icon: "receiptText",
        details: [
          "Cliente",
          "Fecha",
          "Conceptos",
          "Unidades y precios",
          "Impuestos",
          "Descuentos",
        ],
      },
      {
        title: "Revisa y valida",
        description:
          "Comprueba el DNI o NIF del cliente y el total. Pulsa «Validar»: la factura recibe su número definitivo y deja de poder editarse, como exige la normativa. Si después encuentras un error, corrígelo con una factura rectificativa.",
        icon: "badgeCheck",
        details: ["Borrador", "Validada"],
      },
      {
        title: "Descarga el PDF y sigue el cobro",
        description:
          "Pulsa «Descargar PDF» para enviarla al cliente o archivarla. En la lista de facturas, los filtros de estado te enseñan lo que falta: Pendiente de cobro reúne lo que aún no has cobrado y Enviadas, lo que ya tiene el cliente.",
        icon: "fileDown",
        details: ["Descargar PDF", "Pendiente de cobro", "Enviadas"],
        tip: "Revisa el filtro Pendiente de cobro cada semana: es la forma más rápida de reclamar a tiempo.",
      },
    ],
  },
  video: {
    kind: "channel",
    title: "Vídeos de facturación",
    lead: "En nuestro canal de YouTube tienes vídeos cortos de cada parte de la facturación: crear, validar, descargar y filtrar.",
    link: {
      label: "Ver los vídeos en YouTube",
      to: { external: "invoicesVideos" },
    },
  },
} satisfies TutorialWords
