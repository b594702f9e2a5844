import type { QuarryContent } from "./types.ts"

export const es = {
  meta: {
    title:
      "Software de gestión para canteras: báscula, albaranes y facturación",
    description:
      "Clientes, productos, transporte con báscula, pedidos y albaranes con firma digital, facturación y rectificativas, informes a Excel y PDF. Todo en un solo programa.",
  },
  hero: {
    eyebrow: "Software para canteras",
    title: "Controla tu cantera de la báscula a la factura",
    lead: "Pesajes, albaranes firmados en el momento, pedidos, transporte y facturación en un solo programa pensado para áridos. Menos papel y menos errores al facturar.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "contacto",
      },
    },
    secondary: {
      label: "Ver funciones",
      to: {
        hash: "funciones",
      },
    },
  },
  features: {
    intro: {
      eyebrow: "Funciones principales",
      title: "Todo lo que pasa en tu cantera, en un solo programa",
      lead: "Desde que el camión entra en la báscula hasta que cobras la factura, cada paso queda registrado y enlazado con el siguiente.",
    },
    items: [
      {
        icon: "users",
        title: "Clientes",
        description:
          "Fichas con datos fiscales, obras, condiciones de pago y tarifas propias de cada cliente.",
      },
      {
        icon: "products",
        title: "Productos",
        description:
          "Áridos, zahorras y servicios con su unidad de venta y su precio por cliente u obra.",
      },
      {
        icon: "weighbridge",
        title: "Transporte con báscula",
        description:
          "Tara, bruto y neto leídos de la báscula en cada entrada y salida, con matrícula y transportista.",
      },
      {
        icon: "deliveryNotes",
        title: "Pedidos y albaranes con firma digital",
        description:
          "El conductor firma el albarán en la tableta al salir. Sin papeles perdidos ni firmas ilegibles.",
      },
      {
        icon: "invoicing",
        title: "Facturación con rectificativas",
        description:
          "Factura los albaranes del periodo de una vez y emite rectificativas cuando haya que corregir.",
      },
      {
        icon: "spreadsheet",
        title: "Informes a Excel y PDF",
        description:
          "Ventas por cliente, producto u obra, toneladas por periodo y cobros pendientes, listos para exportar.",
      },
      {
        icon: "roles",
        title: "Roles y permisos",
        description:
          "Cada persona ve y hace solo lo suyo: báscula, oficina, comercial o dirección.",
      },
      {
        icon: "audit",
        title: "Auditoría y copias de seguridad",
        description:
          "Registro de quién cambió qué y cuándo, y copias de seguridad automáticas de tus datos.",
      },
    ],
  },
  modules: {
    intro: {
      eyebrow: "Módulos",
      title: "Ocho módulos que trabajan juntos",
      lead: "Cada módulo resuelve una parte del día a día y comparte los datos con los demás: lo que se pesa se albarana, y lo que se albarana se factura.",
    },
    items: [
      {
        title: "Gestión de clientes",
        colour: "quarry-amber",
        icon: "users",
        summary: "Toda la relación con cada cliente en una sola ficha.",
        features: [
          "Datos fiscales y personas de contacto",
          "Obras y direcciones de entrega",
          "Tarifas y descuentos por cliente",
          "Formas de pago y riesgo máximo",
          "Historial de albaranes y facturas",
        ],
      },
      {
        title: "Catálogo de productos",
        colour: "stone-accent",
        icon: "products",
        summary: "Áridos, zahorras y servicios con un precio claro.",
        features: [
          "Familias, referencias y tipos",
          "Precio por tonelada, metro cúbico o viaje",
          "Tarifas especiales por obra",
          "IVA y recargos configurables",
        ],
      },
      {
        title: "Báscula y transporte",
        colour: "teal",
        icon: "weighbridge",
        summary: "Pesajes sin errores de transcripción.",
        features: [
          "Lectura directa del visor de la báscula",
          "Tara, bruto y neto calculados al momento",
          "Vehículos, matrículas y transportistas",
          "Justificantes de pesada y control de portes",
        ],
      },
      {
        title: "Pedidos",
        colour: "brand",
        icon: "orders",
        summary: "Del encargo del cliente a la carga del camión.",
        features: [
          "Pedidos abiertos por cliente y obra",
          "Cantidades servidas y pendientes",
          "Cargas previstas del día",
          "Aviso cuando un pedido se completa",
        ],
      },
      {
        title: "Albaranes con firma digital",
        colour: "violet",
        icon: "deliveryNotes",
        summary: "El albarán se firma en la báscula y llega al cliente.",
        features: [
          "Albarán creado desde el pesaje",
          "Firma del conductor en tableta",
          "Envío al cliente en PDF por correo",
          "Estados: pendiente, validado y facturado",
        ],
      },
      {
        title: "Facturación",
        colour: "graphite",
        icon: "invoicing",
        summary: "Facturas correctas a la primera.",
        features: [
          "Facturación agrupada de albaranes",
          "Facturas rectificativas y abonos",
          "Vencimientos y cobros pendientes",
          "Descarga en PDF y envío por correo",
        ],
      },
      {
        title: "Informes",
        colour: "office",
        icon: "spreadsheet",
        summary: "Las cifras de tu cantera cuando las necesitas.",
        features: [
          "Ventas por cliente, producto y obra",
          "Toneladas por día, mes o año",
          "Pendiente de cobro por cliente",
          "Exportación a Excel y PDF",
        ],
      },
      {
        title: "Seguridad y administración",
        colour: "teal-deep",
        icon: "audit",
        summary: "Tus datos protegidos y cada cambio registrado.",
        features: [
          "Usuarios con roles y permisos",
          "Registro de auditoría de cada cambio",
          "Copias de seguridad automáticas",
          "Acceso desde la oficina y la báscula",
        ],
      },
    ],
  },
  cta: {
    title: "Mira tu cantera funcionando en 20 minutos",
    lead: "Te enseñamos el circuito completo, de la báscula a la factura, con productos y tarifas como los tuyos.",
    actions: [
      {
        label: "Solicitar demo",
        to: {
          hash: "contacto",
        },
      },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Demo sin compromiso",
      title: "Solicita una demo del software para canteras",
      lead: "Cuéntanos cómo trabajas hoy y cuántas básculas y puntos de carga tienes. Preparamos la demostración con casos de tu día a día.",
    },
    pointsTitle: "Qué pasa después",
    points: [
      "Te llamamos para conocer tu cantera y cómo trabajas hoy",
      "Preparamos la demo con productos y tarifas como los tuyos",
      "Te enseñamos el circuito completo: báscula, albarán y factura",
      "Decides después, con toda la información y sin compromiso",
    ],
  },
} satisfies QuarryContent
