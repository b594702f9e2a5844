import { esForms } from "./forms/es.ts"
import type { CommonContent } from "./types.ts"

export const es = {
  brandTagline: "Tecnología segura para empresas que no pueden parar",
  skipToContent: "Saltar al contenido",
  notifications: "Notificaciones",
  nav: {
    label: "Navegación principal",
    home: "Inicio",
    services: { label: "Servicios", to: { page: "home", hash: "services" } },
    industries: {
      label: "Sectores",
      links: [
        {
          label: "Clínicas",
          to: { page: "clinicAgents" },
          description:
            "Agentes virtuales que llenan la agenda y cobran a tiempo",
        },
        {
          label: "Concesionarios",
          to: { page: "automotive" },
          description: "Asistentes de citas, ventas y posventa",
        },
        {
          label: "Canteras",
          to: { page: "quarry" },
          description: "Báscula, albaranes firmados y facturación",
        },
        {
          label: "Ayuntamientos y formación",
          to: { page: "connext", hash: "audience" },
          description: "Atención por WhatsApp, correo y chat en un solo lugar",
        },
      ],
    },
    hosting: {
      label: "Hosting y housing",
      to: { page: "home", hash: "hosting" },
    },
    products: {
      label: "Productos SaaS",
      links: [
        {
          label: "TrAbem Flex Salud",
          to: { page: "clinicAppointments" },
          description: "Citas con IA: menos ausencias, agenda optimizada",
        },
        {
          label: "Agentes virtuales para clínicas",
          to: { page: "clinicAgents" },
          description: "Diez agentes para citas, cobros y pacientes",
        },
        {
          label: "TRABEM Connext",
          to: { page: "connext" },
          description: "Mensajería empresarial centralizada",
        },
        {
          label: "Software para canteras",
          to: { page: "quarry" },
          description: "Gestión completa de la cantera",
        },
        {
          label: "Licencias Office 365",
          to: { page: "office365" },
          description: "Como distribuidor autorizado, con soporte local",
        },
        {
          label: "Centro de ayuda",
          to: { page: "help" },
          description: "Tutoriales de la aplicación de gestión",
        },
      ],
    },
    contact: { label: "Contacto", to: { page: "home", hash: "contact" } },
    menu: "Menú",
  },
  language: {
    label: "Idioma",
    names: { es: "Español", en: "English", fr: "Français" },
    unavailable: "no disponible en esta página",
  },
  footer: {
    blurb:
      "Proveedor tecnológico de Alcantarilla (Murcia) con más de 15 años de experiencia: hosting y housing en Europa, ciberseguridad, correo, software especializado e inteligencia artificial para empresas y administraciones.",
    services: {
      title: "Servicios",
      links: [
        { label: "Hosting y housing", to: { page: "home", hash: "hosting" } },
        { label: "Ciberseguridad", to: { page: "home", hash: "services" } },
        { label: "TrAbem Flex", to: { page: "home", hash: "trabemflex" } },
        { label: "Plataforma de IA", to: { page: "home", hash: "trabem" } },
        { label: "Licencias Office 365", to: { page: "office365" } },
        { label: "TRABEM Connext", to: { page: "connext" } },
      ],
    },
    quickLinks: {
      title: "Enlaces rápidos",
      links: [
        { label: "Inicio", to: { page: "home" } },
        { label: "Servicios", to: { page: "home", hash: "services" } },
        { label: "Sobre nosotros", to: { page: "home", hash: "about" } },
        { label: "Novedades", to: { page: "news" } },
        { label: "Contacto", to: { page: "home", hash: "contact" } },
        { label: "Blog", to: { page: "news", hash: "nueva-web" } },
      ],
    },
    industries: {
      title: "Sectores",
      links: [
        { label: "Clínicas y centros médicos", to: { external: "trabemFlex" } },
        { label: "Inteligencia artificial", to: { external: "aiPlatform" } },
        { label: "Concesionarios", to: { page: "automotive" } },
        { label: "Canteras", to: { page: "quarry" } },
        { label: "Centro de ayuda", to: { page: "help" } },
      ],
    },
    legal: {
      title: "Legal",
      links: [
        { label: "Política de cookies", to: { page: "cookies" } },
        { label: "Seguridad", to: { page: "security" } },
        { label: "Aviso legal", to: { page: "legalNotice" } },
        { label: "Privacidad", to: { page: "privacy" } },
        { label: "Kit Digital", to: { page: "kitDigital" } },
        { label: "Kit Consulting", to: { page: "kitConsulting" } },
        { label: "Boletín de novedades", to: { page: "newsletter" } },
      ],
    },
    clinicSpecialties: {
      title: "Especialidades",
      links: [
        { label: "Clínicas dentales", to: { external: "dentalClinics" } },
        { label: "Fisioterapia", to: { external: "physiotherapy" } },
        { label: "Medicina estética", to: { external: "aestheticMedicine" } },
        { label: "Psicología", to: { external: "psychology" } },
      ],
    },
    contactTitle: "Contacto",
    rights: "Todos los derechos reservados.",
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  chat: {
    open: "Abrir el chat con el asistente virtual",
    close: "Cerrar",
    title: "Asistente virtual TRABEM",
    frameTitle: "Chat con el asistente virtual de TRABEM",
    fallbackIntro:
      "Nuestro asistente no está disponible ahora mismo. Te atendemos por estas vías, de lunes a viernes de 9:00 a 18:00:",
    callUs: "Llámanos",
    writeUs: "Escríbenos",
    whatsapp: "WhatsApp",
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
    networks: {
      x: "X (Twitter)",
      facebook: "Facebook",
      linkedin: "LinkedIn",
      whatsapp: "WhatsApp",
    },
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
  hours: { label: "Horario", weekdays: "Lunes a viernes, de 9:00 a 18:00" },
  contactCard: {
    address: "Dirección",
    phone: "Teléfono",
    email: "Correo electrónico",
  },
  forms: esForms,
} satisfies CommonContent
