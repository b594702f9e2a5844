import type { HelpSource } from "./types.ts"

export const es = {
  meta: {
    title: "Centro de ayuda: tutoriales de la aplicación de gestión",
    description:
      "Guías paso a paso para gestionar clientes, albaranes, facturas, transportistas, productos e informes en la aplicación de gestión de TRABEM.",
  },
  hero: {
    eyebrow: "Centro de ayuda",
    title: "¿En qué podemos ayudarte?",
    lead: "Guías paso a paso para sacar el máximo partido a la aplicación de gestión: clientes, albaranes, facturas, transportistas e informes.",
    primary: { label: "Buscar una guía", to: { hash: "guias" } },
    secondary: { label: "Respuestas rápidas", to: { hash: "respuestas" } },
  },
  guides: {
    intro: {
      eyebrow: "Guías",
      title: "Cinco guías, cuatro pasos cada una",
      lead: "Cada guía explica una tarea de principio a fin, con los campos y los estados que verás en pantalla.",
    },
    search: {
      label: "Buscar en las guías",
      placeholder: "Por ejemplo: DNI, PDF, validar…",
      hint: "Los resultados se filtran mientras escribes.",
      countMany: "{count} guías",
      countOne: "1 guía",
      countNone: "Ninguna guía coincide con «{query}»",
      emptyTitle: "No hemos encontrado esa guía",
      emptyText:
        "Prueba con otra palabra, como «cliente», «PDF» o «validar». O cuéntanos qué necesitas y te lo explicamos:",
      showAll: "Ver todas las guías",
    },
    facts: {
      steps: "{count} pasos",
      video: "Vídeo",
      videos: "Vídeos en YouTube",
    },
    open: "Abrir la guía",
    supportTile: {
      title: "¿Prefieres que te lo expliquemos?",
      text: "Si tu duda no está en ninguna guía, el equipo de soporte te acompaña por teléfono o por correo.",
      label: "Hablar con soporte",
    },
    items: [
      {
        page: "tutorialClients",
        title: "Clientes",
        summary:
          "Da de alta clientes con su contacto, fecha de nacimiento y DNI, y organízalos con etiquetas, grupos y notas.",
        keywords: ["ficha", "alta", "NIE", "teléfono", "paciente", "buscar"],
        icon: "usersRound",
      },
      {
        page: "tutorialCarriers",
        title: "Transportistas y productos",
        summary:
          "Registra transportistas con sus observaciones y crea productos con referencia, tipo, precio y unidad.",
        keywords: ["conductor", "camión", "catálogo", "tarifa", "contacto"],
        icon: "truck",
      },
      {
        page: "tutorialDeliveryNotes",
        title: "Albaranes",
        summary:
          "Crea albaranes desde una cita, un presupuesto o desde cero, añade líneas con unidades y precios, valídalos e imprímelos.",
        keywords: ["paciente", "origen", "entrega", "validar", "imprimir"],
        icon: "fileCheck",
      },
      {
        page: "tutorialInvoices",
        title: "Facturas",
        summary:
          "Emite facturas desde cero o desde un albarán, con impuestos y descuentos; valídalas, descárgalas en PDF y controla el cobro.",
        keywords: ["cobro", "pendiente", "enviadas", "IVA", "validar", "PDF"],
        icon: "receiptText",
      },
      {
        page: "tutorialReports",
        title: "Informes",
        summary:
          "Genera informes, revisa las comprobaciones automáticas, valídalos y expórtalos a PDF o Excel.",
        keywords: ["estadísticas", "exportar", "validar", "comprobar"],
        icon: "chart",
      },
    ],
  },
  quickHelp: {
    intro: {
      eyebrow: "Respuestas rápidas",
      title: "Lo que más nos preguntáis",
      lead: "Cada respuesta te lleva directamente al paso que la explica.",
    },
    items: [
      {
        question: "¿Cómo doy de alta a un cliente nuevo?",
        answer: "Clientes › Nuevo cliente, con nombre, DNI y contacto.",
        to: { page: "tutorialClients", hash: "paso-1" },
      },
      {
        question: "¿Cómo exporto un informe a Excel?",
        answer: "Genera el informe, valídalo y elige Excel al exportar.",
        to: { page: "tutorialReports", hash: "paso-4" },
      },
      {
        question: "¿Cómo convierto un albarán en factura?",
        answer: "Valida el albarán y pulsa «Convertir en factura».",
        to: { page: "tutorialDeliveryNotes", hash: "paso-4" },
      },
      {
        question: "¿Dónde pongo el precio y la unidad de un producto?",
        answer: "En la ficha del producto, junto a su tipo y referencia.",
        to: { page: "tutorialCarriers", hash: "paso-4" },
      },
      {
        question: "¿Cómo veo las facturas pendientes de cobro?",
        answer: "En la lista de facturas, con el filtro Pendiente de cobro.",
        to: { page: "tutorialInvoices", hash: "paso-4" },
      },
    ],
  },
  support: {
    title: "¿No encuentras lo que buscas?",
    lead: "Nuestro equipo de soporte conoce la aplicación a fondo. Llámanos o escríbenos y te guiamos paso a paso.",
  },
} satisfies HelpSource
