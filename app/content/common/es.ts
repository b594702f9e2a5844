import { esForms } from "./forms/es.ts"
import { esLinkLanguages } from "./link-languages.ts"
import type { CommonStrings } from "./types.ts"

/** The shared frame's words; nav-targets.ts says where the links lead. */
export const es = {
  brandTagline: "Tecnología segura para empresas que no pueden parar",
  skipToContent: "Saltar al contenido",
  opensInNewTab: "(se abre en una pestaña nueva)",
  nav: {
    label: "Navegación principal",
    home: "Inicio",
    services: "Servicios",
    industries: {
      label: "Sectores",
      links: {
        clinics: {
          label: "Clínicas",
          description:
            "Agentes virtuales que llenan la agenda y cobran a tiempo",
        },
        dealerships: {
          label: "Concesionarios",
          description: "Asistentes de citas, ventas y posventa",
        },
        quarries: {
          label: "Canteras",
          description: "Báscula, albaranes firmados y facturación",
        },
        councils: {
          label: "Ayuntamientos y formación",
          description: "Atención por WhatsApp, correo y chat en un solo lugar",
        },
      },
    },
    hosting: "Hosting y housing",
    products: {
      label: "Productos SaaS",
      links: {
        clinicAppointments: {
          label: "TrAbem Flex Salud",
          description: "Citas con IA: menos ausencias, agenda optimizada",
        },
        clinicAgents: {
          label: "Agentes virtuales para clínicas",
          description: "Diez agentes para citas, cobros y pacientes",
        },
        connext: {
          label: "TRABEM Connext",
          description: "Mensajería empresarial centralizada",
        },
        quarry: {
          label: "Software para canteras",
          description: "Gestión completa de la cantera",
        },
        office365: {
          label: "Licencias Office 365",
          description: "Como distribuidor autorizado, con soporte local",
        },
        help: {
          label: "Centro de ayuda",
          description: "Tutoriales de la aplicación de gestión",
        },
      },
    },
    contact: "Contacto",
    menu: "Menú",
  },
  language: {
    label: "Idioma",
    unavailable: "no disponible en esta página",
    linkLanguage: esLinkLanguages,
  },
  footer: {
    blurb:
      "Proveedor tecnológico de Alcantarilla (Murcia) con más de 15 años de experiencia: hosting y housing en Europa, ciberseguridad, correo, software especializado e inteligencia artificial para empresas y administraciones.",
    services: {
      title: "Servicios",
      links: {
        hosting: "Hosting y housing",
        cybersecurity: "Ciberseguridad",
        trabemFlex: "TrAbem Flex",
        aiPlatform: "Plataforma de IA",
        office365: "Licencias Office 365",
        connext: "TRABEM Connext",
      },
    },
    quickLinks: {
      title: "Enlaces rápidos",
      links: {
        home: "Inicio",
        services: "Servicios",
        about: "Sobre nosotros",
        news: "Novedades",
        contact: "Contacto",
        blog: "Blog",
      },
    },
    industries: {
      title: "Sectores",
      links: {
        clinics: "Clínicas y centros médicos",
        ai: "Inteligencia artificial",
        dealerships: "Concesionarios",
        quarries: "Canteras",
        help: "Centro de ayuda",
      },
    },
    legal: {
      title: "Legal",
      links: {
        cookies: "Política de cookies",
        security: "Seguridad",
        legalNotice: "Aviso legal",
        privacy: "Privacidad",
        kitDigital: "Kit Digital",
        kitConsulting: "Kit Consulting",
        news: "Novedades",
      },
    },
    clinicSpecialties: {
      title: "Especialidades",
      links: {
        dental: "Clínicas dentales",
        physiotherapy: "Fisioterapia",
        aesthetic: "Medicina estética",
        psychology: "Psicología",
      },
    },
    contactTitle: "Contacto",
    rights: "Todos los derechos reservados.",
  },
  chat: {
    open: "Abrir el chat con el asistente virtual",
    close: "Cerrar",
    title: "Asistente virtual TRABEM",
    frameTitle: "Chat con el asistente virtual de TRABEM",
    beforeLoading:
      "Es un servicio externo: no se carga nada de él hasta que lo abres.",
    openAssistant: "Abrir el asistente",
    fallbackIntro:
      "Nuestro asistente no está disponible ahora mismo. Te atendemos por estas vías, de lunes a viernes de 9:00 a 18:00:",
    callUs: "Llámanos",
    writeUs: "Escríbenos",
  },
  pageHeaders: {
    contact: "Contactar",
    clinicSlogan: "Tu clínica, atendida las 24 horas",
    connextTagline: "Mensajería empresarial",
    automotiveTagline: "IA para concesionarios",
  },
  share: {
    template: "Descubre {title}: {description}",
    title: "Comparte esta página",
    copyLink: "Copiar enlace",
    copied: "¡Enlace copiado al portapapeles!",
    shareOn: "Compartir en {network}",
  },
  media: {
    playVideo: "Reproducir vídeo",
    videoConsent:
      "Al reproducirlo se carga el reproductor de YouTube en modo de privacidad mejorada.",
    showMap: "Mostrar mapa",
    mapConsent:
      "Al mostrarlo se carga Google Maps, que puede usar cookies propias.",
    openInMaps: "Abrir en Google Maps",
    watchOnYoutube: "Ver en YouTube",
  },
  carousel: {
    previous: "Anterior",
    next: "Siguiente",
    slide: "{index} de {total}",
    rating: "Valoración: 5 de 5 estrellas",
  },
  hours: {
    label: "Horario",
    weekdays: "Lunes a viernes, de 9:00 a 18:00",
  },
  contactCard: {
    address: "Dirección",
    phone: "Teléfono",
    email: "Correo electrónico",
  },
  forms: esForms,
} satisfies CommonStrings
