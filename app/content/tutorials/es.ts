import type { TutorialContent, TutorialPageId } from "./types.ts"

export const es = {
  tutorialReports: {
    meta: {
      title: "Tutorial: informes y comprobaciones automáticas",
      description:
        "Genera, revisa, valida y exporta a PDF o Excel los informes de la aplicación de gestión, paso a paso.",
    },
    hero: {
      eyebrow: "Tutorial · Informes",
      title: "Informes y comprobaciones automáticas",
      lead: "Genera informes en segundos, revisa las comprobaciones automáticas, valídalos y expórtalos a PDF o Excel.",
    },
  },
  tutorialDeliveryNotes: {
    meta: {
      title: "Tutorial: cómo crear y validar albaranes",
      description:
        "Crea albaranes desde una cita, un presupuesto, una factura o desde cero, añade líneas, valídalos, imprímelos y conviértelos en factura.",
    },
    hero: {
      eyebrow: "Tutorial · Albaranes",
      title: "Crear, validar y facturar albaranes",
      lead: "Del albarán a la factura sin volver a teclear nada: crea el albarán, añade sus líneas, valídalo y conviértelo en factura.",
    },
  },
  tutorialClients: {
    meta: {
      title: "Tutorial: gestión de clientes",
      description:
        "Da de alta clientes con sus datos de contacto, fecha de nacimiento, DNI, etiquetas y notas, y encuéntralos al instante.",
    },
    hero: {
      eyebrow: "Tutorial · Clientes",
      title: "Gestión de clientes",
      lead: "Da de alta a tus clientes con todos sus datos, organízalos por etiquetas o grupos y encuéntralos en un segundo.",
    },
  },
  tutorialCarriers: {
    meta: {
      title: "Tutorial: transportistas y productos",
      description:
        "Registra transportistas y productos con referencia, tipo, precio y unidad para usarlos en albaranes y facturas.",
    },
    hero: {
      eyebrow: "Tutorial · Transportistas y productos",
      title: "Transportistas y productos",
      lead: "Registra tus transportistas y tu catálogo de productos una vez y úsalos en cada albarán y factura.",
    },
  },
  tutorialInvoices: {
    meta: {
      title: "Tutorial: facturación paso a paso",
      description:
        "Crea facturas desde cero o desde un albarán, edítalas, valídalas, descárgalas en PDF y sigue su estado con los filtros.",
    },
    hero: {
      eyebrow: "Tutorial · Facturas",
      title: "Facturación paso a paso",
      lead: "Crea facturas desde cero o a partir de un albarán, valídalas, descárgalas en PDF y controla qué está pendiente de cobro.",
    },
  },
} satisfies Record<TutorialPageId, TutorialContent>
