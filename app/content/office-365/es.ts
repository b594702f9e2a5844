import type { Office365Content } from "./types.ts"

export const es = {
  meta: {
    title: "Licencias Office 365 para empresas con soporte local",
    description:
      "Compra tus licencias de Office 365 a través de un distribuidor autorizado: factura única, migración, configuración de seguridad y soporte en español.",
  },
  hero: {
    eyebrow: "Licencias Office 365",
    title: "Office 365 para tu empresa, con alguien cerca cuando lo necesitas",
    lead: "Licencias de Office 365 a través de un distribuidor autorizado, con alta, migración y soporte en español por el mismo equipo que cuida de tus servidores.",
    primary: {
      label: "Empezar ahora",
      to: {
        hash: "formulario",
      },
    },
    secondary: {
      label: "Por qué con TRABEM",
      to: {
        hash: "por-que-trabem",
      },
    },
  },
  benefits: {
    intro: {
      eyebrow: "Qué incluye Office 365",
      title: "Todo lo que tu equipo usa a diario, en un solo paquete",
      lead: "Las aplicaciones de siempre, el correo profesional y la nube de Microsoft, en una plataforma que se actualiza sola y se paga por usuario.",
    },
    items: [
      {
        icon: "apps",
        title: "Word, Excel y PowerPoint al día",
        description:
          "Las aplicaciones de Office en la web y el móvil, y también en el escritorio según el plan, siempre en su última versión.",
      },
      {
        icon: "mail",
        title: "Correo profesional con tu dominio",
        description:
          "Buzones de Exchange de 50 GB con calendario y contactos compartidos, y direcciones del tipo nombre@tuempresa.es.",
      },
      {
        icon: "meetings",
        title: "Reuniones y chat en equipo",
        description:
          "Videollamadas, chat y archivos compartidos con Microsoft Teams, desde la oficina, desde casa o desde el móvil.",
      },
      {
        icon: "cloud",
        title: "1 TB en la nube por usuario",
        description:
          "Documentos en OneDrive y SharePoint, accesibles desde cualquier dispositivo y compartidos con los permisos que tú decidas.",
      },
      {
        icon: "shield",
        title: "Seguridad de nivel empresarial",
        description:
          "Verificación en dos pasos, filtrado de correo no deseado y protección frente a malware y phishing incluidos.",
      },
    ],
  },
  reasons: {
    intro: {
      eyebrow: "Por qué con TRABEM",
      title:
        "Las mismas licencias oficiales, con un equipo que responde por ellas",
      lead: "Podrías contratar Office 365 directamente. Con TRABEM tienes exactamente las mismas licencias, más alguien que las instala, las configura y te atiende cuando algo falla.",
    },
    items: [
      {
        icon: "support",
        title: "Soporte local en español",
        description:
          "Hablas con técnicos de Murcia que conocen tu instalación, no con un centro de atención genérico.",
      },
      {
        icon: "invoice",
        title: "Una sola factura",
        description:
          "Tus licencias en la misma factura que el resto de servicios que tienes con TRABEM, con un único interlocutor.",
      },
      {
        icon: "migration",
        title: "Migración y puesta en marcha",
        description:
          "Trasladamos tu correo, contactos y archivos desde tu proveedor actual y dejamos cada equipo listo para trabajar.",
      },
      {
        icon: "licences",
        title: "Gestión de licencias",
        description:
          "Altas, bajas y cambios de plan cuando los necesitas, para pagar solo por las personas que usan cada licencia.",
      },
      {
        icon: "lock",
        title: "Configuración de seguridad",
        description:
          "Activamos la verificación en dos pasos, las políticas de contraseñas y los filtros de correo desde el primer día.",
      },
    ],
    chain: {
      title: "Cómo llegan las licencias a tu empresa",
      steps: [
        {
          label: "Microsoft",
          text: "Desarrolla Office 365 y opera los centros de datos que lo alojan.",
        },
        {
          label: "Mayorista oficial",
          text: "Distribuidor autorizado por Microsoft que aprovisiona las licencias.",
        },
        {
          label: "TRABEM",
          text: "Distribuidor autorizado: te asesora, contrata, configura y da soporte.",
          isProvider: true,
        },
        {
          label: "Tu empresa",
          text: "Trabaja con licencias oficiales, su dominio y sus datos bajo su control.",
        },
      ],
      note: "Las licencias son las mismas que venden Microsoft y sus socios: cambia quién te acompaña.",
    },
  },
  form: {
    intro: {
      eyebrow: "Empezar ahora",
      title: "Cuéntanos cuántos sois y qué usáis hoy",
      lead: "Te recomendamos el plan adecuado para cada persona y te enviamos una propuesta sin compromiso.",
    },
    pointsTitle: "Qué incluye la propuesta",
    points: [
      "El plan de Office 365 que encaja con el uso de cada persona",
      "Un calendario de migración que no detiene tu actividad",
      "La configuración de seguridad que dejaremos activada",
    ],
  },
  testimonials: {
    intro: {
      eyebrow: "Testimonio",
      title: "Un cambio que el equipo casi ni notó",
    },
    items: [
      {
        quote:
          "Pasamos de un servidor de correo antiguo a Office 365 en un fin de semana. El lunes todos tenían su correo, sus archivos y Teams funcionando, y cuando alguien necesita ayuda basta con una llamada a TRABEM.",
        name: "Ramón C.",
        initials: "RC",
        role: "Director de administración",
        organization: "Asesoría fiscal en Alcantarilla",
      },
    ],
  },
  trust: {
    intro: {
      eyebrow: "Garantías",
      title: "Licencias oficiales, con respaldo en cada paso",
    },
    badges: [
      {
        icon: "distributor",
        title: "Distribuidor autorizado",
        description:
          "TRABEM comercializa licencias oficiales de Office 365 como distribuidor autorizado.",
      },
      {
        icon: "partner",
        title: "Soporte de socio certificado",
        description:
          "Resolvemos tus incidencias y, cuando hace falta, las escalamos por el canal de soporte para socios de Microsoft.",
      },
      {
        icon: "infrastructure",
        title: "Infraestructura con el mayorista",
        description:
          "Las licencias se aprovisionan en la plataforma del mayorista oficial, con altas en el momento.",
      },
    ],
  },
} satisfies Office365Content
