import type { KitDigitalSource } from "./types.ts"

const toContact = { hash: "contacto" } as const

export const es = {
  meta: {
    title: "Kit Digital: digitaliza tu empresa con la ayuda del Gobierno",
    description:
      "Somos agente digitalizador del Kit Digital. Bonos de hasta 12.000 € para pymes, microempresas y autónomos: web, ciberseguridad, gestión y comunicaciones.",
  },
  hero: {
    eyebrow: "Agente digitalizador del Kit Digital",
    title: "Digitaliza tu negocio con hasta 12.000 € de ayuda del Kit Digital",
    lead: "Te ayudamos a solicitar el bono y a implantar soluciones que de verdad usarás: presencia web, ciberseguridad, gestión de clientes y comunicaciones seguras.",
    primary: { label: "Solicitar información", to: toContact },
    secondary: {
      label: "Ver las ayudas",
      to: {
        hash: "tramos",
      },
    },
  },
  programme: {
    intro: {
      eyebrow: "Qué es el Kit Digital",
      title: "Una ayuda pública para que tu empresa dé el salto digital",
      lead: "El Kit Digital es el programa del Gobierno de España, gestionado por Red.es, que subvenciona soluciones digitales para pequeñas empresas, microempresas y autónomos. La ayuda llega en forma de bono y se canjea con un agente digitalizador adherido.",
    },
    facts: [
      {
        icon: "publicFunding",
        title: "Financiado con fondos europeos",
        description:
          "Forma parte del Plan de Recuperación y se financia con los fondos Next Generation EU de la Unión Europea.",
      },
      {
        icon: "voucher",
        title: "Un bono para soluciones reales",
        description:
          "El importe depende del tamaño de tu empresa y se aplica a las soluciones que eliges con tu agente digitalizador.",
      },
      {
        icon: "paperwork",
        title: "Nosotros nos ocupamos del papeleo",
        description:
          "Firmamos contigo el acuerdo de prestación, implantamos la solución y presentamos la justificación de la ayuda.",
      },
    ],
  },
  eligibility: {
    intro: {
      eyebrow: "Quién puede solicitarlo",
      title: "¿Puede tu empresa pedir el Kit Digital?",
      lead: "Pueden solicitarlo pequeñas empresas, microempresas y autónomos de cualquier sector que cumplan unos requisitos básicos.",
    },
    listTitle: "Requisitos principales",
    requirements: [
      "Tener el domicilio fiscal en España y entre 0 y 49 empleados",
      "Estar dado de alta en el censo de empresarios con la antigüedad mínima que fija la convocatoria",
      "Estar al corriente de pago con Hacienda y con la Seguridad Social",
      "No estar en situación de crisis ni superar el límite de ayudas de minimis",
      "Completar el test de diagnóstico digital en la plataforma Acelera pyme",
    ],
    note: "¿Tienes dudas sobre algún requisito? Lo comprobamos contigo antes de empezar.",
  },
  solutions: {
    intro: {
      eyebrow: "Soluciones que ofrecemos",
      title: "Cuatro áreas para digitalizar tu negocio con el bono",
      lead: "Elegimos contigo las soluciones que más rendimiento sacan a tu ayuda y nos encargamos de implantarlas y mantenerlas.",
    },
    items: [
      {
        icon: "website",
        title: "Sitio web y presencia en internet",
        description:
          "Una web profesional, rápida y adaptada al móvil para que tus clientes te encuentren.",
        points: [
          "Diseño adaptado a móvil y tableta",
          "Dominio y alojamiento en servidores europeos",
          "Posicionamiento básico en buscadores",
        ],
      },
      {
        icon: "cybersecurity",
        title: "Ciberseguridad",
        description:
          "Protección de los equipos de tu empresa frente a virus, ransomware y accesos indebidos.",
        points: [
          "Antivirus y antimalware gestionados",
          "Copias de seguridad de tus datos",
          "Soporte ante incidentes 24/7",
        ],
      },
      {
        icon: "addressBook",
        title: "Gestión de clientes",
        description:
          "Un CRM para tener contactos, oportunidades y seguimiento comercial en un solo lugar.",
        points: [
          "Fichas de clientes y contactos",
          "Seguimiento de oportunidades de venta",
          "Informes de actividad comercial",
        ],
      },
      {
        icon: "communications",
        title: "Comunicaciones seguras",
        description:
          "Conexiones cifradas para que tu equipo trabaje desde cualquier lugar sin exponer datos.",
        points: [
          "Red privada virtual (VPN) para teletrabajo",
          "Conexiones cifradas entre dispositivos",
          "Configuración y soporte incluidos",
        ],
      },
    ],
  },
  tiers: {
    intro: {
      eyebrow: "Tramos de la ayuda",
      title: "¿Cuánto te corresponde?",
      lead: "El importe del bono depende del número de empleados de tu empresa.",
    },
    amountPrefix: "Bono de hasta",
    items: [
      {
        segment: "Segmento I",
        name: "Pequeñas empresas",
        employees: "De 10 a 49 empleados",
        amount: 12000,
      },
      {
        segment: "Segmento II",
        name: "Microempresas",
        employees: "De 3 a 9 empleados",
        amount: 6000,
      },
      {
        segment: "Segmento III",
        name: "Autónomos",
        employees: "De 0 a 2 empleados",
        amount: 2000,
      },
    ],
    note: "Importes máximos del programa. Te confirmamos el tuyo según la convocatoria vigente.",
  },
  cta: {
    title: "Aprovecha tu bono del Kit Digital",
    lead: "Revisamos si cumples los requisitos y te proponemos las soluciones que mejor encajan con tu negocio.",
    actions: [
      { label: "Solicitar información", to: toContact },
      { label: "Contactar ahora", to: toContact },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Kit Digital",
      title: "Solicita información sobre tu bono",
      lead: "Déjanos tus datos y te decimos qué ayuda te corresponde y qué puedes implantar con ella.",
    },
    pointsTitle: "Cómo te acompañamos",
    points: [
      "Comprobamos que tu empresa cumple los requisitos",
      "Te explicamos el bono que te corresponde según tu plantilla",
      "Firmamos el acuerdo e implantamos la solución",
      "Nos encargamos de la justificación de la ayuda",
    ],
  },
} satisfies KitDigitalSource
