import type { ConnextContent } from "./types.ts"

export const es = {
  meta: {
    title: "TRABEM Connext: WhatsApp, correo y chat web en una sola plataforma",
    description:
      "Centraliza la atención por WhatsApp, correo y chat web, asigna cada conversación al departamento adecuado y automatiza respuestas con bots de IA.",
  },
  hero: {
    eyebrow: "TRABEM Connext",
    title: "Todas las conversaciones de tu organización en una sola bandeja",
    lead: "WhatsApp, correo electrónico y chat web centralizados, asignados automáticamente al departamento o agente adecuado y con bots de IA que responden al instante.",
    primary: {
      label: "Solicitar demo",
      to: {
        hash: "contact",
      },
    },
    secondary: {
      label: "Ver ventajas",
      to: {
        hash: "benefits",
      },
    },
  },
  about: {
    intro: {
      eyebrow: "Qué es Connext",
      title: "Una plataforma de mensajería pensada para equipos que atienden",
      lead: "Tus clientes, pacientes y vecinos ya te escriben por WhatsApp, por correo y desde tu web. Connext reúne esos mensajes en un único lugar para que nadie se quede sin respuesta.",
    },
    paragraphs: [
      "Hoy cada canal vive en un sitio distinto: un móvil con WhatsApp en recepción, un buzón compartido que nadie sabe quién ha leído y un chat web que se queda sin atender fuera de horario. Connext lo ordena todo en una bandeja común, con el historial completo de cada contacto.",
      "Cada conversación entra, se clasifica y llega a la persona que debe resolverla. Los bots de IA contestan las preguntas frecuentes a cualquier hora y pasan a un agente lo que necesita un trato humano, con todo el contexto.",
    ],
    stats: [
      {
        value: "3",
        label: "canales en una sola bandeja: WhatsApp, correo y chat web",
      },
      {
        value: "24/7",
        label: "respuestas de los bots de IA, también fuera de horario",
      },
      {
        value: "+15",
        label: "años de experiencia de TRABEM",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Ventajas",
      title: "Menos mensajes perdidos, respuestas más rápidas",
      lead: "Connext quita trabajo repetitivo a tu equipo y da a cada persona que te escribe una respuesta clara y a tiempo.",
    },
    items: [
      {
        icon: "inbox",
        title: "Una bandeja para todo",
        description:
          "WhatsApp, correo y chat web en la misma pantalla. Se acabó saltar entre el móvil, el buzón y la web.",
      },
      {
        icon: "route",
        title: "Asignación automática",
        description:
          "Cada conversación llega al departamento o al agente que corresponde según reglas que defines tú.",
      },
      {
        icon: "bot",
        title: "Bots de IA que resuelven",
        description:
          "Horarios, estado de una cita o documentación necesaria: el bot responde al momento y escala lo demás.",
      },
      {
        icon: "history",
        title: "Historial de cada contacto",
        description:
          "Todo lo hablado con una persona, sea por el canal que sea, en un único hilo que cualquier compañero puede retomar.",
      },
      {
        icon: "usersRound",
        title: "Trabajo en equipo ordenado",
        description:
          "Cada mensaje tiene un responsable visible. Nadie contesta dos veces y nadie da por hecho que otro lo hará.",
      },
      {
        icon: "chart",
        title: "Datos para decidir",
        description:
          "Volumen por canal, tiempos de respuesta y carga de cada departamento para organizar mejor los turnos.",
      },
    ],
  },
  audience: {
    intro: {
      eyebrow: "Para quién",
      title: "Hecho para organizaciones que reciben muchos mensajes",
      lead: "Connext se adapta a la forma de trabajar de cada equipo, desde una clínica con una sola recepción hasta un ayuntamiento con varios servicios.",
    },
    items: [
      {
        icon: "stethoscope",
        title: "Clínicas",
        description:
          "La recepción atiende citas, dudas y recordatorios sin que el teléfono la bloquee.",
        points: [
          "Confirmaciones y cambios de cita por WhatsApp",
          "Consultas clínicas derivadas al profesional adecuado",
        ],
      },
      {
        icon: "landmark",
        title: "Ayuntamientos",
        description:
          "Vecinos que preguntan por trámites reciben respuesta del área correcta.",
        points: [
          "Consultas repartidas por concejalía o servicio",
          "Respuestas automáticas sobre horarios y documentación",
        ],
      },
      {
        icon: "graduation",
        title: "Entidades de formación",
        description:
          "Alumnos e interesados resuelven sus dudas antes de matricularse.",
        points: [
          "Información de cursos y plazos a cualquier hora",
          "Seguimiento de inscripciones por el mismo canal",
        ],
      },
      {
        icon: "headset",
        title: "Equipos comerciales y de soporte",
        description:
          "Cada oportunidad y cada incidencia con su responsable y su historial.",
        points: [
          "Clientes potenciales de la web asignados al comercial de turno",
          "Incidencias escaladas del bot al técnico con contexto",
        ],
      },
    ],
  },
  integration: {
    intro: {
      eyebrow: "Integración",
      title: "Conectado con tu agenda, tu ERP y tus sistemas",
      lead: "Connext se diseñó desde el principio para funcionar por API (API-first) y se integra de serie con el ERP sanitario, la agenda y los productos de citas de TRABEM, para que cada conversación tenga el contexto que necesita.",
    },
    points: [
      {
        icon: "database",
        title: "ERP sanitario de TRABEM",
        description:
          "El agente ve quién escribe y sus datos de paciente sin salir de la conversación.",
      },
      {
        icon: "calendar",
        title: "Agenda y citas",
        description:
          "Las citas se consultan, confirman y cambian desde el chat, con la agenda siempre al día.",
      },
      {
        icon: "code",
        title: "API-first",
        description:
          "Todo lo que hace Connext está disponible por API para conectarlo con tu CRM o tus aplicaciones.",
      },
      {
        icon: "route",
        title: "Reglas de asignación",
        description:
          "Por canal, por horario, por palabra clave o por carga de trabajo de cada agente.",
      },
      {
        icon: "bot",
        title: "Bots de IA con tu información",
        description:
          "Responden con los datos de tu organización y ceden la conversación a una persona cuando hace falta.",
      },
    ],
    diagram: {
      caption:
        "Los mensajes de WhatsApp, correo y chat web llegan a una bandeja única y se reparten entre bots de IA y departamentos, conectados con el ERP sanitario y la agenda.",
      channelsTitle: "Canales",
      channels: [
        { icon: "whatsapp", label: "WhatsApp" },
        { icon: "mail", label: "Correo" },
        { icon: "globe", label: "Chat web" },
      ],
      inbox: {
        title: "Bandeja única Connext",
        text: "Clasifica, asigna y guarda el historial",
      },
      destinationsTitle: "Destino",
      destinations: [
        { icon: "bot", label: "Bot de IA" },
        { icon: "calendar", label: "Recepción" },
        { icon: "headset", label: "Soporte" },
      ],
      systems: { icon: "database", label: "ERP sanitario, agenda y citas" },
    },
  },
  testimonials: {
    intro: {
      eyebrow: "Testimonios",
      title: "Lo que cuentan quienes ya lo usan",
    },
    items: [
      {
        quote:
          "Antes teníamos un móvil en recepción que no paraba de sonar y correos sin contestar. Con Connext los pacientes nos escriben por WhatsApp, el bot resuelve lo básico y cada consulta llega a quien toca. Recepción respira.",
        name: "Lucía M.",
        initials: "LM",
        role: "Gerente",
        organization: "Clínica de fisioterapia en Murcia",
      },
      {
        quote:
          "Los vecinos preguntaban lo mismo por tres vías distintas y cada concejalía contestaba a su manera. Ahora todo entra por una bandeja, se reparte solo y tenemos un registro de cada consulta atendida.",
        name: "Andrés P.",
        initials: "AP",
        role: "Responsable de atención ciudadana",
        organization: "Ayuntamiento de la Región de Murcia",
      },
    ],
  },
  cta: {
    title: "Atiende mejor por todos tus canales, sin sumar pantallas",
    lead: "Te enseñamos Connext con tus propios canales y casos reales, y te ayudamos a conectar WhatsApp, tu correo y el chat de tu web.",
    actions: [
      { label: "Solicitar demo", to: { hash: "contact" } },
      { label: "Hablar con un especialista", to: { hash: "contact" } },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Contacto",
      title: "Cuéntanos cómo atiendes hoy a tus contactos",
      lead: "Déjanos tus datos y un especialista en Connext te preparará una demostración adaptada a tu organización.",
    },
    pointsTitle: "Qué pasa después",
    points: [
      "Te llamamos para conocer tus canales, tu equipo y tu volumen de mensajes.",
      "Preparamos una demo con tus casos: citas, trámites o incidencias.",
      "Si encaja, conectamos tus canales y configuramos las reglas contigo.",
    ],
  },
} satisfies ConnextContent
