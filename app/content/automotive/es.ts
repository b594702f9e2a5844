import type { AutomotiveContent } from "./types.ts"

/**
 * The workshop booking: drawn in the hero's phone and again first among the
 * examples, where the assistant's replies are shorter.
 */
const workshop = {
  title: "Cita de taller",
  contactName: "Asistente de taller",
  status: "en línea",
  asks: {
    from: "client",
    text: "Hola, necesito pasar la revisión de los 30.000 km",
  },
  picks: { from: "client", text: "El miércoles a primera hora" },
} as const

export const es = {
  meta: {
    title: "Agentes de IA para concesionarios: citas, ventas y posventa",
    description:
      "Asistentes virtuales que agendan citas de taller, responden a clientes potenciales y lanzan campañas de mantenimiento en 3 clics. Ya en más de 30 concesionarios.",
  },
  hero: {
    eyebrow: "IA para concesionarios",
    title: "Más ventas y un taller lleno con asistentes de IA",
    lead: "Asistentes virtuales que responden al instante, agendan citas de taller y reactivan clientes con campañas de mantenimiento en 3 clics. Más de 30 concesionarios ya confían en ellos.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "cta-section",
      },
    },
  },
  heroChat: {
    title: workshop.title,
    description: "Revisión reservada en un minuto, a cualquier hora.",
    contactName: workshop.contactName,
    status: workshop.status,
    messages: [
      workshop.asks,
      {
        from: "agent",
        text: "¡Hola, Marcos! Tengo hueco el miércoles a las 8:30 o el viernes a las 15:00. ¿Cuál te viene mejor?",
      },
      workshop.picks,
      {
        from: "agent",
        text: "Reservado: miércoles a las 8:30. Te lo recuerdo el día antes y te aviso cuando el coche esté listo.",
      },
    ],
  },
  stats: [
    {
      value: "+30",
      label: "Concesionarios que ya trabajan con nuestros asistentes",
    },
    { value: "35 %", label: "Hasta un 35 % más de clientes potenciales" },
    {
      value: "−40 %",
      label: "Más de un 40 % menos de cancelaciones de última hora",
    },
    { value: "3 clics", label: "Para lanzar una campaña de mantenimiento" },
  ],
  challenges: {
    intro: {
      eyebrow: "El día a día del concesionario",
      title: "Lo que frena tus ventas y tu taller",
      lead: "Cada cliente potencial que se enfría y cada hueco vacío en el taller es dinero que se va a otro concesionario.",
    },
    items: [
      {
        icon: "inbox",
        title: "Clientes potenciales sin respuesta",
        description:
          "Los contactos de portales, web y redes llegan a cualquier hora y se enfrían antes de que alguien los llame.",
      },
      {
        icon: "calendarClock",
        title: "Cancelaciones de última hora",
        description:
          "Huecos de taller que se quedan vacíos y clientes que faltan a su cita sin avisar.",
      },
      {
        icon: "hourglass",
        title: "Presupuestos que tardan",
        description:
          "Calcular piezas y mano de obra, enviar el presupuesto y hacer su seguimiento roba horas al jefe de taller.",
      },
      {
        icon: "users",
        title: "Clientes que no vuelven",
        description:
          "Tras la venta, muchos hacen las revisiones fuera porque nadie se las recuerda a tiempo.",
      },
    ],
  },
  examples: {
    intro: {
      eyebrow: "Así hablan con tus clientes",
      title: "Conversaciones que acaban en cita, venta o taller lleno",
      lead: "Los asistentes conocen tus existencias, tus horarios y tus precios, y responden como lo haría tu mejor comercial.",
    },
    label: "Ejemplos de conversaciones con clientes",
    examples: [
      {
        title: workshop.title,
        description:
          "El cliente reserva la revisión por WhatsApp y recibe el recordatorio el día antes.",
        contactName: workshop.contactName,
        status: workshop.status,
        messages: [
          workshop.asks,
          {
            from: "agent",
            text: "¡Hola, Marcos! Tengo hueco el miércoles a las 8:30 o el viernes a las 15:00.",
          },
          workshop.picks,
          {
            from: "agent",
            text: "Reservado: miércoles a las 8:30. Te avisaré cuando el coche esté listo.",
          },
        ],
      },
      {
        title: "Prueba de conducción",
        description:
          "Quien escribe el sábado por la noche sale con su prueba reservada y pasa al comercial.",
        contactName: "Asistente de ventas",
        status: "en línea",
        messages: [
          {
            from: "client",
            text: "¿Tenéis el híbrido en gris para probarlo este sábado?",
          },
          {
            from: "agent",
            text: "Sí, hay una unidad disponible. ¿Te va bien el sábado a las 11:00?",
          },
          { from: "client", text: "Perfecto" },
          {
            from: "agent",
            text: "Apuntado. Raúl, de ventas, te espera con el coche listo. ¿Quieres que tasemos también el tuyo?",
          },
        ],
      },
      {
        title: "Presupuesto de taller",
        description:
          "Piezas y mano de obra calculadas y enviadas en minutos, con cita al aceptar.",
        contactName: "Asistente de posventa",
        status: "en línea",
        messages: [
          {
            from: "client",
            text: "¿Cuánto costaría cambiar las pastillas de freno delanteras?",
          },
          {
            from: "agent",
            text: "Te preparo el presupuesto con recambio original. ¿Me confirmas la matrícula?",
          },
          { from: "client", text: "1234 KLM" },
          {
            from: "agent",
            text: "Listo, te lo he enviado por aquí. Si lo aceptas, te doy cita esta misma semana.",
          },
        ],
      },
      {
        title: "Campaña de mantenimiento",
        description:
          "Una campaña lanzada en 3 clics que llena la agenda del taller sola.",
        contactName: "Tu concesionario",
        status: "en línea",
        messages: [
          {
            from: "agent",
            text: "Hola, Elena. Tu coche cumple dos años el mes que viene y le toca la revisión oficial.",
          },
          {
            from: "agent",
            text: "¿Te reservo cita? Puedes elegir el día aquí mismo.",
          },
          { from: "client", text: "Sí, el martes por la mañana" },
          { from: "agent", text: "Hecho: martes a las 9:00. ¡Gracias, Elena!" },
        ],
      },
      {
        title: "Consulta de recambios",
        description:
          "Existencias de piezas consultadas al momento y recambio reservado para recoger en el mostrador.",
        contactName: "Asistente de recambios",
        status: "en línea",
        messages: [
          {
            from: "client",
            text: "¿Tenéis la escobilla trasera para mi coche?",
          },
          {
            from: "agent",
            text: "Sí, quedan 3 unidades originales. ¿Te reservo una para recogerla hoy?",
          },
          { from: "client", text: "Sí, paso por la tarde" },
          {
            from: "agent",
            text: "Reservada a tu nombre en el mostrador de recambios hasta las 20:00.",
          },
        ],
      },
    ],
  },
  solutions: {
    intro: {
      eyebrow: "Funcionalidades",
      title: "Ventas, taller y recambios conectados en un solo asistente",
      lead: "Los asistentes trabajan con los datos de tu concesionario para responder con certezas, no con un «te llamo luego».",
    },
    items: [
      {
        icon: "package",
        title: "Inventario y recambios",
        description:
          "Consulta al momento el inventario de vehículos y las existencias de piezas para responder con datos reales.",
        points: [
          "Disponibilidad de vehículos nuevos y de ocasión",
          "Existencias y plazos de entrega de recambios",
          "Piezas reservadas para cada cita de taller",
        ],
      },
      {
        icon: "fileText",
        title: "Presupuestos al momento",
        description:
          "Presupuestos de taller y de venta preparados y enviados por WhatsApp, con seguimiento hasta la respuesta.",
        points: [
          "Piezas y mano de obra calculadas",
          "Envío por WhatsApp o por correo",
          "Recordatorio si el cliente no contesta",
        ],
      },
      {
        icon: "megaphone",
        title: "Campañas de mantenimiento en 3 clics",
        description:
          "Elige el grupo de clientes, el motivo y el mensaje: el asistente envía, responde y agenda las citas.",
        points: [
          "Revisiones, ITV, neumáticos y campañas de temporada",
          "Clientes por modelo, antigüedad o kilometraje",
          "Citas agendadas desde la propia respuesta",
        ],
      },
      {
        icon: "dashboard",
        title: "Todo bajo control",
        description:
          "Clientes potenciales, citas, presupuestos y campañas en un panel, para saber qué funciona en cada departamento.",
        points: [
          "Clientes potenciales atendidos y convertidos",
          "Ocupación del taller por día",
          "Resultados de cada campaña",
        ],
      },
    ],
  },
  assistants: {
    intro: {
      eyebrow: "3 asistentes especializados",
      title: "Un asistente para cada departamento",
      lead: "Citas, ventas y posventa trabajan coordinados: el cliente siempre recibe respuesta y tu equipo, el trabajo ya preparado.",
    },
    categories: [
      { id: "appointments", name: "Citas" },
      { id: "sales", name: "Ventas" },
      { id: "after-sales", name: "Posventa" },
    ],
    agents: [
      {
        id: "asistente-citas",
        category: "appointments",
        name: "Asistente de citas",
        description:
          "Agenda revisiones, reparaciones y pruebas de conducción, y confirma y recuerda cada cita.",
        icon: "calendar",
        points: [
          "Reservas 24/7 por WhatsApp y web",
          "Confirmaciones y recordatorios automáticos",
          "Huecos cancelados ofrecidos a otros clientes",
        ],
      },
      {
        id: "asistente-ventas",
        category: "sales",
        name: "Asistente de ventas",
        description:
          "Responde al instante a cada cliente potencial, cualifica su interés y lo pasa al comercial con toda la información.",
        icon: "car",
        points: [
          "Respuesta inmediata a portales, web y redes",
          "Consultas de disponibilidad, equipamiento y financiación",
          "Pruebas de conducción agendadas",
        ],
      },
      {
        id: "asistente-posventa",
        category: "after-sales",
        name: "Asistente de posventa",
        description:
          "Mantiene a tus clientes en tu taller con presupuestos, avisos de estado y campañas de mantenimiento.",
        icon: "wrench",
        points: [
          "Presupuestos de taller por WhatsApp",
          "Aviso cuando el vehículo está listo",
          "Campañas de revisión y neumáticos",
        ],
      },
    ],
  },
  testimonials: {
    intro: {
      eyebrow: "Concesionarios que ya lo usan",
      title: "Más clientes atendidos, menos huecos en el taller",
    },
    label: "Testimonios de concesionarios",
    items: [
      {
        quote:
          "Antes perdíamos las consultas que entraban de noche o en fin de semana. Ahora todos reciben respuesta en segundos y el equipo comercial empieza el lunes con citas ya cerradas.",
        name: "Roberto G.",
        role: "Gerente",
        organization: "Concesionario multimarca",
        initials: "RG",
      },
      {
        quote:
          "Las campañas de mantenimiento salen en tres clics y las citas entran solas en la agenda del taller. Las cancelaciones de última hora han bajado más de un 40 %.",
        name: "Marta S.",
        role: "Jefa de posventa",
        organization: "Concesionario oficial",
        initials: "MS",
      },
      {
        quote:
          "Los presupuestos salen por WhatsApp en minutos y el asistente hace el seguimiento. Nuestro jefe de taller ha recuperado varias horas a la semana.",
        name: "Francisco J.",
        role: "Director de taller",
        organization: "Servicio oficial",
        initials: "FJ",
      },
    ],
  },
  share: {
    title: "¿Conoces a otro concesionario al que le vendría bien?",
    lead: "Envíale esta página por WhatsApp en un toque.",
  },
  demo: {
    intro: {
      eyebrow: "Demo de 20 minutos",
      title: "20 minutos que pueden transformar tu concesionario",
      lead: "Te enseñamos los tres asistentes con casos reales de ventas y taller, y calculamos juntos cuántos clientes potenciales y citas puedes recuperar.",
    },
    pointsTitle: "Qué incluye la demo",
    points: [
      "Los asistentes de citas, ventas y posventa, en directo por WhatsApp",
      "Una campaña de mantenimiento lanzada en 3 clics",
      "Cómo se conectan con las herramientas que ya usas",
      "Una estimación de los clientes potenciales y las citas que puedes recuperar, sin compromiso",
    ],
  },
} satisfies AutomotiveContent
