import type { ClinicAgentsContent } from "./types.ts"

export const es = {
  meta: {
    title: "Agentes virtuales para clínicas: citas, cobros y pacientes 24/7",
    description:
      "Diez agentes de IA que gestionan citas, cobros, recordatorios y la atención al paciente. Ahorra hasta 30 horas a la semana y automatiza hasta el 70 % de las tareas administrativas.",
  },
  hero: {
    eyebrow: "Agentes virtuales para clínicas",
    title:
      "Tu clínica, atendida 24/7 por agentes de IA que se ocupan de lo repetitivo",
    lead: "Citas, recordatorios, cobros y preguntas de pacientes resueltos por WhatsApp a cualquier hora. Ahorra hasta 30 horas a la semana y automatiza hasta el 70 % del trabajo administrativo.",
    primary: {
      label: "Reservar demo de 20 minutos",
      to: {
        hash: "cta-section",
      },
    },
  },
  stats: [
    {
      value: "30 h",
      label: "Hasta 30 horas semanales recuperadas",
    },
    {
      value: "70 %",
      label: "Hasta el 70 % del trabajo administrativo, automatizado",
    },
    { value: "24/7", label: "Atención a pacientes, también en festivos" },
  ],
  examples: {
    intro: {
      eyebrow: "Así hablan con tus pacientes",
      title: "Conversaciones resueltas sin descolgar el teléfono",
      lead: "Los agentes escriben como tu recepción: con el nombre del paciente, tus horarios y tus normas. Estos son cinco momentos de un día cualquiera.",
    },
    label: "Ejemplos de conversaciones con pacientes",
    examples: [
      {
        title: "Reserva de cita",
        description:
          "El paciente escribe a medianoche y se va a dormir con su cita confirmada.",
        contactName: "Recepción virtual",
        status: "en línea",
        messages: [
          {
            from: "client",
            text: "Hola, quería pedir cita para una limpieza dental",
          },
          {
            from: "agent",
            text: "¡Hola, Laura! Tengo hueco el martes a las 10:00 o el jueves a las 17:30. ¿Cuál te viene mejor?",
          },
          { from: "client", text: "El jueves a las 17:30, por favor" },
          {
            from: "agent",
            text: "Hecho: jueves a las 17:30 con la Dra. Martínez. Te enviaré un recordatorio el día antes.",
          },
        ],
      },
      {
        title: "Recordatorio de pago",
        description:
          "Los pagos pendientes se recuerdan solos, con amabilidad y un enlace de pago seguro.",
        contactName: "Administración",
        status: "en línea",
        messages: [
          {
            from: "agent",
            text: "Hola, Javier. Te recordamos que tienes pendiente el pago de tu sesión de fisioterapia del día 12.",
          },
          {
            from: "agent",
            text: "Puedes pagarla aquí en un minuto, con tarjeta o Bizum.",
          },
          { from: "client", text: "Perdona, se me pasó. ¡Pagado!" },
          {
            from: "agent",
            text: "Recibido, gracias. Te enviamos la factura por correo.",
          },
        ],
      },
      {
        title: "Cambio de cita",
        description:
          "Si un paciente no puede venir, la cita se mueve y el hueco se ofrece a la lista de espera.",
        contactName: "Recepción virtual",
        status: "en línea",
        messages: [
          {
            from: "client",
            text: "No voy a poder ir mañana a las 9:00, ¿se puede cambiar?",
          },
          {
            from: "agent",
            text: "Claro, Ana. ¿Te va bien el viernes a las 9:00 o el lunes a las 12:30?",
          },
          { from: "client", text: "El lunes, perfecto" },
          {
            from: "agent",
            text: "Cita movida al lunes a las 12:30. Tu hueco de mañana ya lo tiene otro paciente.",
          },
        ],
      },
      {
        title: "Petición de reseña",
        description:
          "Tras la visita, el agente pide la opinión del paciente y cuida tu reputación en Google.",
        contactName: "Tu clínica",
        status: "en línea",
        messages: [
          {
            from: "agent",
            text: "Hola, Pedro. ¿Qué tal te encuentras después de la revisión de hoy?",
          },
          { from: "client", text: "Muy bien, muy contento con el trato" },
          {
            from: "agent",
            text: "¡Nos alegra mucho! ¿Nos dejas tu opinión en Google? Son 30 segundos.",
          },
          { from: "client", text: "Claro, ahora mismo" },
        ],
      },
      {
        title: "Consulta frecuente",
        description:
          "Horarios, tratamientos o cómo llegar: respuestas al momento sin ocupar la recepción.",
        contactName: "Recepción virtual",
        status: "en línea",
        messages: [
          {
            from: "client",
            text: "¿Abrís los sábados? ¿Hay aparcamiento cerca?",
          },
          {
            from: "agent",
            text: "Sí, los sábados de 9:00 a 14:00. Tienes un aparcamiento público a 50 metros, en la misma calle.",
          },
          { from: "client", text: "Genial, gracias" },
          {
            from: "agent",
            text: "¡A ti! Si quieres, te busco cita para este sábado.",
          },
        ],
      },
    ],
  },
  challenges: {
    intro: {
      eyebrow: "El día a día de tu clínica",
      title: "¿Te suena alguno de estos problemas?",
      lead: "Se repiten en clínicas dentales, de fisioterapia, estética o psicología: el teléfono no para y lo importante espera.",
    },
    items: [
      {
        icon: "calendarClock",
        title: "Agenda saturada",
        description:
          "Llamadas que se cruzan, huecos que nadie rellena y pacientes que faltan a su cita sin avisar. La agenda manda sobre tu equipo.",
      },
      {
        icon: "wallet",
        title: "Pagos olvidados",
        description:
          "Tratamientos terminados sin cobrar, recibos que nadie reclama y horas cuadrando la caja a final de mes.",
      },
      {
        icon: "hourglass",
        title: "Tareas que roban tiempo",
        description:
          "Confirmar citas, recordar revisiones, responder siempre las mismas dudas: horas de recepción que no aportan valor clínico.",
      },
      {
        icon: "eyeOff",
        title: "Falta de control",
        description:
          "No sabes cuántas citas se pierden, qué campañas funcionan ni cuánto queda por cobrar hasta que ya es tarde.",
      },
    ],
  },
  solutions: {
    intro: {
      eyebrow: "Qué hacen por ti",
      title: "Cuatro frentes de los que se ocupan los agentes",
      lead: "Los agentes se encargan del trabajo repetitivo y tu equipo se queda con lo que de verdad importa: los pacientes.",
    },
    items: [
      {
        icon: "message",
        title: "Atención 24/7 por WhatsApp",
        description:
          "Tus pacientes escriben cuando les viene bien y reciben respuesta al momento, con el tono y las normas de tu clínica.",
        points: [
          "Respuestas en segundos, también de noche y en festivos",
          "Pasa a tu equipo lo que necesita a una persona",
          "Historial de cada conversación en un solo lugar",
        ],
      },
      {
        icon: "calendar",
        title: "Una agenda que se llena sola",
        description:
          "Reservas, cambios y cancelaciones sin llamadas, con lista de espera automática para cada hueco libre.",
        points: [
          "Confirmaciones y recordatorios que evitan ausencias",
          "Huecos libres ofrecidos a la lista de espera",
          "Conectada con la agenda de tu clínica",
        ],
      },
      {
        icon: "card",
        title: "Cobros sin perseguir a nadie",
        description:
          "Recordatorios de pago amables, enlaces de pago seguros y seguimiento de cada presupuesto entregado.",
        points: [
          "Enlaces de pago con tarjeta o Bizum",
          "Avisos automáticos de pagos pendientes",
          "Seguimiento de presupuestos hasta su aceptación",
        ],
      },
      {
        icon: "dashboard",
        title: "Control total desde un panel",
        description:
          "Citas, cobros, conversaciones y campañas en un panel claro, con avisos cuando algo necesita tu atención.",
        points: [
          "Informe semanal automático",
          "Ausencias y ocupación por profesional",
          "Alertas de lo urgente, al momento",
        ],
      },
    ],
  },
  assistants: {
    intro: {
      eyebrow: "10 agentes especializados",
      title: "Un equipo virtual para cada área de tu clínica",
      lead: "Activa solo los agentes que necesitas. Cada uno domina su tarea y trabaja coordinado con los demás.",
    },
    categories: [
      { id: "appointments", name: "Citas" },
      { id: "finance", name: "Finanzas y pagos" },
      { id: "communication", name: "Comunicación y marketing" },
      { id: "patient-care", name: "Atención al paciente" },
      { id: "control", name: "Control y gestión" },
    ],
    agents: [
      {
        id: "agente-reservas",
        category: "appointments",
        name: "Agente de reservas",
        description:
          "Da citas por WhatsApp y por el chat de tu web en segundos, según la disponibilidad real de cada profesional.",
        icon: "calendar",
      },
      {
        id: "agente-recordatorios",
        category: "appointments",
        name: "Agente de recordatorios",
        description:
          "Confirma cada cita el día antes, la cambia si el paciente no puede y ofrece el hueco a la lista de espera.",
        icon: "bell",
      },
      {
        id: "agente-cobros",
        category: "finance",
        name: "Agente de cobros",
        description:
          "Envía enlaces de pago seguros y recuerda con amabilidad los importes pendientes, sin incomodar a nadie.",
        icon: "card",
      },
      {
        id: "agente-presupuestos",
        category: "finance",
        name: "Agente de presupuestos",
        description:
          "Hace seguimiento de los presupuestos entregados y resuelve las dudas que frenan su aceptación.",
        icon: "receipt",
      },
      {
        id: "agente-campanas",
        category: "communication",
        name: "Agente de campañas",
        description:
          "Lanza campañas de revisiones, higienes o tratamientos de temporada al grupo de pacientes adecuado.",
        icon: "megaphone",
      },
      {
        id: "agente-resenas",
        category: "communication",
        name: "Agente de reseñas",
        description:
          "Pide la opinión tras cada visita y lleva las valoraciones positivas a tu perfil de Google.",
        icon: "star",
      },
      {
        id: "agente-consultas",
        category: "patient-care",
        name: "Agente de consultas",
        description:
          "Responde sobre horarios, tratamientos, seguros y cómo llegar, con la información de tu clínica.",
        icon: "messages",
      },
      {
        id: "agente-seguimiento",
        category: "patient-care",
        name: "Agente de seguimiento",
        description:
          "Se interesa por el paciente después de cada tratamiento, le envía sus indicaciones y avisa si necesita una llamada.",
        icon: "heart",
      },
      {
        id: "agente-informes",
        category: "control",
        name: "Agente de informes",
        description:
          "Cada lunes te resume citas, ausencias, cobros y conversaciones, con lo que conviene mejorar.",
        icon: "chart",
      },
      {
        id: "agente-supervisor",
        category: "control",
        name: "Agente supervisor",
        description:
          "Vigila que todo funcione, avisa a tu equipo de lo urgente y deja registro de cada acción de los agentes.",
        icon: "shield",
      },
    ],
  },
  testimonials: {
    intro: {
      eyebrow: "Lo que dicen las clínicas",
      title: "Clínicas que ya han recuperado su tiempo",
    },
    label: "Testimonios de clínicas",
    items: [
      {
        quote:
          "Atendemos a unos 400 pacientes al día y el teléfono era un cuello de botella. Ahora las citas, los cambios y las confirmaciones se resuelven por WhatsApp y la recepción se dedica a quien está en la sala.",
        name: "Carmen L.",
        role: "Directora médica",
        organization: "Policlínica",
        initials: "CL",
      },
      {
        quote:
          "En tres meses hemos reducido las ausencias y ya no perseguimos pagos pendientes: el agente los recuerda y el paciente paga desde el móvil.",
        name: "Javier M.",
        role: "Gerente",
        organization: "Clínica de fisioterapia",
        initials: "JM",
      },
      {
        quote:
          "Lo que más valoro es el control. Cada lunes sé cuántas citas se han perdido, cuánto queda por cobrar y qué campañas funcionan.",
        name: "Lucía R.",
        role: "Odontóloga y propietaria",
        organization: "Clínica dental",
        initials: "LR",
      },
      {
        quote:
          "Nuestros pacientes escriben a cualquier hora y reciben respuesta al momento. Y las reseñas en Google han crecido sin tener que pedirlas una a una.",
        name: "Tomás P.",
        role: "Coordinador",
        organization: "Centro de medicina estética",
        initials: "TP",
      },
    ],
  },
  share: {
    title: "¿Conoces otra clínica que lo necesite?",
    lead: "Comparte esta página con tu equipo o con otros profesionales sanitarios.",
  },
  demo: {
    intro: {
      eyebrow: "Demo gratuita de 20 minutos",
      title: "20 minutos que pueden transformar tu clínica",
      lead: "Te enseñamos los agentes funcionando con casos de tu especialidad y calculamos juntos cuántas horas puede recuperar tu equipo.",
    },
    pointsTitle: "Qué incluye la demo",
    points: [
      "Los agentes de citas, cobros y atención, en directo por WhatsApp",
      "Un cálculo de las horas y las ausencias que puedes ahorrar",
      "Cómo se conecta con la agenda que ya usas",
      "Un plan de puesta en marcha, sin compromiso",
    ],
  },
} satisfies ClinicAgentsContent
