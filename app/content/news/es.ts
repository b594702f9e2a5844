import type { NewsContent } from "./types.ts"

export const es = {
  meta: {
    title: "Novedades de TRABEM: nueva web, asistente virtual y Office 365",
    description:
      "Estrenamos web, lanzamos un asistente virtual de soporte disponible 24/7 y ya distribuimos licencias de Office 365 con soporte local.",
  },
  hero: {
    eyebrow: "Novedades",
    title: "Lo último de TRABEM",
    lead: "Nueva web, un asistente virtual que te atiende a cualquier hora y licencias de Office 365 con soporte cercano. Esto es lo que hemos preparado para ti.",
    primary: {
      label: "Contactar",
      to: {
        hash: "contacto",
      },
    },
  },
  website: {
    intro: {
      eyebrow: "Nueva web",
      title: "Estrenamos web, pensada para ti",
      lead: "Hemos rehecho nuestra web para que encuentres en segundos lo que necesitas y puedas pedirlo sin esperas.",
    },
    highlights: [
      "Páginas que cargan al instante, también en el móvil",
      "Toda nuestra oferta en un sitio: alojamiento, ciberseguridad y software para clínicas, concesionarios y canteras",
      "En español y en inglés, y en francés la página para concesionarios",
      "Formularios directos para pedir información o una demo",
    ],
    cta: {
      label: "Visitar la nueva web",
      to: {
        page: "home",
      },
    },
  },
  updates: {
    intro: {
      eyebrow: "Lo nuevo",
      title: "Dos novedades que te ahorran tiempo",
      lead: "Un asistente que responde al momento y licencias de Office 365 con alguien cerca a quien llamar.",
    },
    assistant: {
      badge: "Disponible 24/7",
      title: "Asistente virtual de soporte",
      description:
        "Nuestro asistente virtual resuelve tus dudas sobre servicios, incidencias habituales y gestiones a cualquier hora, y te pasa con una persona cuando hace falta.",
      points: [
        "Respuestas al momento, también de noche y en festivos",
        "Te guía paso a paso en las incidencias más comunes",
        "Deriva tu consulta al equipo técnico con todo el contexto",
      ],
      button: "Probar asistente",
    },
    office365: {
      badge: "Distribuidor autorizado",
      title: "Licencias de Office 365",
      description:
        "Contrata Office 365 con nosotros y tendrás las mismas aplicaciones, con soporte cercano en español, migración del correo y una sola factura.",
      points: [
        "Word, Excel, Outlook y Teams siempre actualizados",
        "Alta, migración y configuración hechas por nosotros",
        "Soporte técnico directo, sin centralitas",
      ],
      cta: {
        label: "Solicitar información",
        to: {
          page: "office365",
          hash: "formulario",
        },
      },
    },
  },
  benefits: {
    intro: {
      eyebrow: "Ventajas",
      title: "Lo que ganas con estas novedades",
    },
    items: [
      {
        icon: "productivity",
        title: "Mayor productividad",
        description:
          "Herramientas de trabajo siempre al día y respuestas inmediatas del asistente: menos esperas y más tiempo para tu negocio.",
      },
      {
        icon: "security",
        title: "Mayor seguridad",
        description:
          "Correo protegido frente a suplantaciones, verificación en dos pasos y tus datos alojados en la Unión Europea.",
      },
      {
        icon: "communication",
        title: "Comunicación eficiente",
        description:
          "Correo, chat y videollamadas en un solo lugar para que tu equipo y tus clientes hablen sin fricciones.",
      },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Contacto",
      title: "¿Te interesa alguna novedad?",
      lead: "Escríbenos y te contamos cómo aprovecharla en tu empresa.",
    },
    pointsTitle: "Te respondemos sobre",
    points: [
      "El asistente virtual para tu propia web",
      "Licencias de Office 365 y migración del correo",
      "Cualquier otro servicio de TRABEM",
    ],
  },
} satisfies NewsContent
