import type { ClinicAppointmentsContent } from "./types.ts"

export const es = {
  meta: {
    title: "TrAbem Flex Salud: citas con IA por WhatsApp, SMS y chatbot",
    description:
      "Tus pacientes reservan, confirman y cambian su cita por WhatsApp, SMS o chatbot. Agenda optimizada, analítica y hasta un 30 % menos de ausencias.",
  },
  hero: {
    eyebrow: "TrAbem Flex Salud",
    title:
      "Reduce hasta un 30 % las ausencias de tu clínica con citas gestionadas por IA",
    lead: "Tus pacientes reservan, confirman y reprograman por WhatsApp, SMS o chatbot, a cualquier hora. Tu equipo recupera tiempo y tu agenda se llena sola.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "contacto",
      },
    },
  },
  heroActions: {
    video: "Ver vídeo explicativo",
    shareText:
      "Optimiza la tasa de asistencia de tu clínica: citas por WhatsApp, SMS y chatbot con TrAbem Flex Salud, y hasta un 30 % menos de ausencias.",
  },
  heroChat: {
    title: "Confirmación de cita",
    description: "La IA confirma la cita y ofrece otro hueco si hace falta.",
    contactName: "Tu clínica",
    status: "en línea",
    messages: [
      {
        from: "agent",
        text: "Hola, Marta. Te recordamos tu cita de mañana a las 10:00 con el Dr. Sánchez. ¿Confirmas?",
      },
      { from: "client", text: "Mañana no puedo, ¿hay algo el jueves?" },
      {
        from: "agent",
        text: "Sí: jueves a las 11:30 o a las 18:00. ¿Cuál prefieres?",
      },
      { from: "client", text: "Las 18:00" },
      {
        from: "agent",
        text: "Listo, cita cambiada al jueves a las 18:00. ¡Hasta el jueves!",
      },
    ],
  },
  stats: [
    { value: "30 %", label: "Hasta un 30 % menos de ausencias" },
    { value: "24/7", label: "Reservas y cambios a cualquier hora" },
    { value: "3", label: "Canales: WhatsApp, SMS y chatbot" },
  ],
  video: {
    intro: {
      eyebrow: "En 2 minutos",
      title: "Mira cómo una cita se reserva, se confirma y se recupera sola",
      lead: "Un recorrido por TrAbem Flex Salud desde el móvil del paciente hasta el panel de tu clínica.",
    },
    title: "TrAbem Flex Salud: vídeo explicativo",
  },
  features: {
    intro: {
      eyebrow: "Funcionalidades",
      title: "Todo lo que tu agenda necesita para perder menos citas",
      lead: "TrAbem Flex Salud une los canales que ya usan tus pacientes con una IA que conoce tu agenda al minuto.",
    },
    items: [
      {
        icon: "message",
        title: "Reservas por WhatsApp, SMS y chatbot",
        description:
          "Tus pacientes piden, confirman o cambian su cita en el canal que prefieren, las 24 horas del día.",
      },
      {
        icon: "calendarClock",
        title: "Optimización de agenda",
        description:
          "La IA agrupa citas, evita huecos muertos y ofrece cada cancelación a la lista de espera.",
      },
      {
        icon: "chart",
        title: "Analítica de asistencia",
        description:
          "Ocupación, ausencias y citas recuperadas por profesional y por día, en un panel claro.",
      },
      {
        icon: "bell",
        title: "Hasta un 30 % menos de ausencias",
        description:
          "Recordatorios y confirmaciones en el momento justo, y cambios de cita con un solo mensaje.",
      },
    ],
  },
  howItWorks: {
    intro: {
      eyebrow: "Cómo funciona",
      title: "En marcha en cuatro pasos",
      lead: "Nos ocupamos de la configuración; tu equipo solo tiene que revisar y aprobar.",
    },
    steps: [
      {
        icon: "calendarSync",
        title: "Conectamos tu agenda",
        description:
          "Enlazamos TrAbem Flex Salud con tu agenda y configuramos horarios, profesionales y tipos de cita.",
      },
      {
        icon: "messages",
        title: "Activamos los canales",
        description:
          "WhatsApp, SMS y el chatbot de tu web, con los textos y el tono de tu clínica.",
      },
      {
        icon: "bot",
        title: "Tus pacientes reservan solos",
        description:
          "La IA ofrece huecos, confirma, recuerda y reprograma, y llena las cancelaciones con la lista de espera.",
      },
      {
        icon: "trendingUp",
        title: "Mides y mejoras",
        description:
          "Sigues la asistencia, la ocupación y las horas ahorradas en tu panel, y recibes recomendaciones cada semana.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Beneficios",
      title: "Gana tu clínica y ganan tus pacientes",
    },
    groups: [
      {
        icon: "stethoscope",
        title: "Para tu clínica",
        items: [
          "Hasta un 30 % menos de ausencias gracias a recordatorios y confirmaciones",
          "Menos llamadas: la recepción atiende a quien está en la clínica",
          "Una agenda más llena, con cada cancelación ofrecida a la lista de espera",
          "Datos de asistencia y ocupación para decidir con cifras",
        ],
      },
      {
        icon: "heart",
        title: "Para tus pacientes",
        items: [
          "Reservan en segundos, a cualquier hora y sin esperas al teléfono",
          "Usan el canal que ya conocen: WhatsApp, SMS o tu web",
          "Reciben recordatorios claros que evitan olvidos",
          "Cambian o cancelan su cita contestando a un mensaje",
        ],
      },
    ],
  },
  cta: {
    title: "Llena tu agenda y reduce las ausencias",
    lead: "Te enseñamos TrAbem Flex Salud con la agenda de una clínica como la tuya, en una demo de 20 minutos y sin compromiso.",
    actions: [{ label: "Solicitar demo", to: { hash: "contacto" } }],
  },
  contact: {
    intro: {
      eyebrow: "Contacto",
      title: "Hablemos de tu clínica",
      lead: "Cuéntanos cómo gestionas hoy tus citas y te preparamos una demo con tu especialidad y tu volumen de pacientes.",
    },
    pointsTitle: "Qué pasa después",
    points: [
      "Te llamamos para conocer tu agenda y tus canales",
      "Preparamos una demo con casos de tu especialidad",
      "Recibes una propuesta clara y sin compromiso",
    ],
  },
} satisfies ClinicAppointmentsContent
