import type { HomeContent } from "./types.ts"

export const es = {
  meta: {
    title:
      "TRABEM | Hosting, ciberseguridad y software para empresas en Murcia",
    description:
      "Hosting y housing en Europa con soporte 24/7, ciberseguridad, software para clínicas e inteligencia artificial. Más de 15 años ayudando a empresas y administraciones.",
  },
  hero: {
    eyebrow: "Tecnología para empresas desde Murcia",
    title: "Infraestructura segura y software que trabaja por tu empresa",
    lead: "Alojamos tus servidores en Europa, protegemos tus datos y automatizamos tu gestión con software especializado e inteligencia artificial. Un solo proveedor, soporte 24/7.",
    primary: {
      label: "Solicitar información",
      to: {
        hash: "contact",
      },
    },
    secondary: {
      label: "Ver servicios",
      to: {
        hash: "services",
      },
    },
  },
  heroTiles: {
    label: "Lo que hacemos",
    items: [
      {
        icon: "server",
        title: "Hosting y housing",
        description: "Servidores en la zona europea",
      },
      {
        icon: "shield",
        title: "Ciberseguridad",
        description: "Vigilancia y respuesta 24/7",
      },
      {
        icon: "apps",
        title: "SaaS especializado",
        description: "Clínicas, canteras y atención",
      },
      {
        icon: "consulting",
        title: "Consultoría tecnológica",
        description: "Un plan claro y ayudas públicas",
      },
    ],
  },
  services: {
    intro: {
      eyebrow: "Servicios",
      title: "Todo lo que tu empresa necesita para funcionar sin sobresaltos",
      lead: "Desde el servidor donde vive tu web hasta el programa con el que atiendes a tus clientes: lo diseñamos, lo ponemos en marcha y lo mantenemos.",
    },
    cards: [
      {
        icon: "server",
        title: "Hosting y housing",
        description:
          "Alojamos tus webs, tu correo y tus aplicaciones en centros de datos de la zona europea, o instalamos allí tus propios servidores.",
        points: [
          "Datos en la UE, conforme al RGPD",
          "Copias de seguridad automáticas",
          "Soporte técnico 24/7",
        ],
        cta: { label: "Ver hosting y housing", to: { hash: "hosting" } },
      },
      {
        icon: "shield",
        title: "Ciberseguridad",
        description:
          "Protegemos tu correo, tus equipos y tu red frente al ransomware, el phishing y los accesos indebidos antes de que te paren el negocio.",
        points: [
          "Cortafuegos y filtrado de correo",
          "Revisión de vulnerabilidades",
          "Plan de respuesta y recuperación",
        ],
        cta: { label: "Proteger mi empresa", to: { hash: "contact" } },
      },
      {
        icon: "apps",
        title: "SaaS especializado",
        description:
          "Software en la nube pensado para tu sector, con inteligencia artificial integrada y listo para usar desde el primer día.",
        points: [
          "TrAbem Flex para clínicas",
          "Gestión de canteras con báscula",
          "Mensajería unificada con Connext",
        ],
        cta: { label: "Conocer TrAbem Flex", to: { hash: "trabemflex" } },
      },
      {
        icon: "consulting",
        title: "Consultoría tecnológica",
        description:
          "Te ayudamos a decidir qué tecnología necesitas, a implantarla con orden y a financiarla con Kit Digital y Kit Consulting.",
        points: [
          "Diagnóstico y plan de digitalización",
          "Licencias Office 365 como distribuidor",
          "Gestión de las ayudas públicas",
        ],
        cta: { label: "Ver Kit Consulting", to: { page: "kitConsulting" } },
      },
    ],
  },
  hosting: {
    intro: {
      eyebrow: "Hosting y housing",
      title: "Tus servidores, en Europa y vigilados las 24 horas",
      lead: "Alojamos webs, correo y aplicaciones críticas en centros de datos de la zona europea. Tus datos no salen de la UE y, si algo falla a las tres de la mañana, te atiende un técnico de verdad.",
    },
    stats: [
      { value: "24/7", label: "soporte técnico y monitorización" },
      { value: "100 %", label: "de tus datos en la zona europea" },
    ],
    features: [
      {
        icon: "globe",
        title: "Servidores en la zona europea",
        description:
          "Cumples el RGPD sin transferencias internacionales de datos.",
      },
      {
        icon: "headset",
        title: "Soporte 24/7",
        description:
          "Vigilamos tus servicios día y noche y actuamos ante cualquier aviso.",
      },
      {
        icon: "backup",
        title: "Copias de seguridad",
        description:
          "Copias automáticas y restauraciones que probamos con regularidad.",
      },
      {
        icon: "firewall",
        title: "Protección perimetral",
        description:
          "Cortafuegos, mitigación de ataques DDoS y certificados SSL incluidos.",
      },
      {
        icon: "housing",
        title: "Housing de tus equipos",
        description:
          "Instalamos tu propio hardware con energía y conectividad redundantes.",
      },
      {
        icon: "scale",
        title: "Recursos escalables",
        description:
          "Amplía CPU, memoria o disco cuando lo pida tu negocio, sin migrar.",
      },
    ],
    quote: { label: "Solicitar presupuesto", to: { hash: "contact" } },
    partnersLabel: "Tecnología de nuestros socios",
  },
  trabemFlex: {
    intro: {
      eyebrow: "TrAbem Flex · Software para clínicas",
      title: "Toda tu clínica en un solo programa, desde cualquier lugar",
      lead: "TrAbem Flex reúne pacientes, historia clínica, agenda, facturación e informes en la nube. Menos papel y menos llamadas; más tiempo para tus pacientes.",
    },
    modules: [
      {
        icon: "patients",
        title: "Pacientes",
        description:
          "Ficha completa con datos, consentimientos y comunicaciones.",
      },
      {
        icon: "records",
        title: "Historia clínica digital",
        description:
          "Evolutivos, tratamientos y documentos, protegidos y a mano.",
      },
      {
        icon: "appointments",
        title: "Citas en línea",
        description:
          "Tus pacientes reservan a cualquier hora y reciben recordatorios.",
      },
      {
        icon: "billing",
        title: "Facturación",
        description:
          "Presupuestos, facturas y cobros ligados a cada tratamiento.",
      },
      {
        icon: "chart",
        title: "Informes",
        description: "Ocupación, ingresos y productividad de un vistazo.",
      },
    ],
    productLink: {
      label: "Visitar TrAbem Flex",
      to: { external: "trabemFlex" },
    },
    demo: { label: "Pedir una demostración", to: { hash: "contact" } },
  },
  aiPlatform: {
    intro: {
      eyebrow: "Plataforma TRABEM IA",
      title: "Inteligencia artificial que conoce tu empresa",
      lead: "Ajustamos modelos de lenguaje con tus datos (fine-tuning) y los conectamos a tus documentos mediante generación aumentada por recuperación (RAG). Respuestas precisas, con sus fuentes, y tus datos en servidores europeos.",
    },
    capabilities: [
      {
        icon: "fineTuning",
        title: "Ajuste fino",
        description:
          "Modelos ajustados a tu vocabulario, tus procesos y tu tono.",
      },
      {
        icon: "retrieval",
        title: "RAG sobre tus documentos",
        description:
          "Responde citando tus manuales, protocolos y contratos al día.",
      },
      {
        icon: "privacy",
        title: "Privada y en Europa",
        description:
          "Funciona en nuestra infraestructura europea, no en la de terceros.",
      },
      {
        icon: "integration",
        title: "Conectada a tus sistemas",
        description: "API y conectores para tu web, tu ERP o tu WhatsApp.",
      },
    ],
    platformLink: {
      label: "Conocer la plataforma",
      to: { external: "aiPlatform" },
    },
    healthcare: {
      eyebrow: "Variante sanitaria",
      title: "TrAbem Flex Salud",
      description:
        "La plataforma aplicada a tu clínica: gestiona las citas por ti y llena los huecos de la agenda.",
      points: [
        "Reservas por WhatsApp, SMS y chatbot",
        "Agenda optimizada automáticamente",
        "Hasta un 30 % menos de ausencias",
      ],
      link: {
        label: "Ver solución sanitaria",
        to: { page: "clinicAppointments" },
      },
    },
  },
  stories: {
    intro: {
      eyebrow: "Casos de éxito",
      title: "Lo que cuentan quienes ya trabajan con nosotros",
      lead: "Empresas, clínicas y administraciones que nos confían sus servidores, su día a día y sus datos.",
    },
    groups: [
      {
        id: "hosting",
        accent: "brand",
        icon: "server",
        title: "Hosting y housing",
        stat: { value: "+15", label: "años de experiencia" },
        carouselLabel: "Testimonios de clientes de hosting y housing",
        testimonials: [
          {
            quote:
              "Migraron nuestros servidores un fin de semana y el lunes nadie notó el cambio. Más de 15 años de oficio se notan.",
            name: "Antonio M.",
            role: "Gerente",
            organization: "Asesoría fiscal en Murcia",
            initials: "AM",
          },
          {
            quote:
              "Necesitábamos que los datos de los vecinos no salieran de Europa. Con TRABEM lo tenemos por escrito y con soporte a cualquier hora.",
            name: "Laura P.",
            role: "Secretaria municipal",
            organization: "Ayuntamiento de la Región de Murcia",
            initials: "LP",
          },
          {
            quote:
              "Tenemos nuestros propios equipos en su housing. Una noche falló un disco y, cuando llegamos por la mañana, ya estaba sustituido.",
            name: "Javier R.",
            role: "Director de operaciones",
            organization: "Distribuidora alimentaria",
            initials: "JR",
          },
          {
            quote:
              "Desde que gestionan nuestro correo y el cortafuegos, los intentos de phishing se quedan fuera. El equipo por fin trabaja tranquilo.",
            name: "Marta G.",
            role: "Responsable de sistemas",
            organization: "Centro de formación",
            initials: "MG",
          },
          {
            quote:
              "Nuestra tienda en línea se caía cada campaña de Navidad. Desde que está en sus servidores aguanta los picos sin pestañear.",
            name: "Ana B.",
            role: "Gerente",
            organization: "Bodega familiar",
            initials: "AB",
          },
        ],
      },
      {
        id: "clinic",
        accent: "clinic",
        icon: "health",
        title: "Software para clínicas",
        stat: { value: "≈400", label: "pacientes al día en una sola clínica" },
        carouselLabel: "Testimonios de clínicas que usan TrAbem Flex",
        testimonials: [
          {
            quote:
              "Atendemos a unos 400 pacientes al día. Con TrAbem Flex la recepción ya no se colapsa y cada profesional ve su agenda al instante.",
            name: "Carmen L.",
            role: "Directora médica",
            organization: "Policlínica",
            initials: "CL",
          },
          {
            quote:
              "Las citas en línea nos han quitado la mitad de las llamadas. Los pacientes reservan de noche y nosotros llegamos con la agenda hecha.",
            name: "Elena S.",
            role: "Gerente",
            organization: "Clínica dental",
            initials: "ES",
          },
          {
            quote:
              "Tener la historia clínica en la tableta mientras trato al paciente me ahorra papeles y errores. Y los informes salen solos.",
            name: "Pablo N.",
            role: "Fisioterapeuta",
            organization: "Centro de fisioterapia",
            initials: "PN",
          },
          {
            quote:
              "Presupuesto, tratamiento y factura van enlazados. Cerramos el mes en una tarde en vez de en tres días.",
            name: "Rosa V.",
            role: "Administración",
            organization: "Clínica de medicina estética",
            initials: "RV",
          },
          {
            quote:
              "Cada psicólogo lleva su agenda y sus notas con total confidencialidad, y los pacientes reciben el recordatorio sin que nadie tenga que llamar.",
            name: "Luis D.",
            role: "Director",
            organization: "Centro de psicología",
            initials: "LD",
          },
        ],
      },
      {
        id: "ai",
        accent: "connext",
        icon: "fineTuning",
        title: "Inteligencia artificial",
        stat: {
          value: "+35 %",
          label: "de satisfacción de los pacientes en un grupo de clínicas",
        },
        carouselLabel: "Testimonios de clientes de la plataforma de IA",
        testimonials: [
          {
            quote:
              "El asistente responde a los pacientes con nuestros propios protocolos. La satisfacción ha subido un 35 % en seis meses.",
            name: "Miguel A.",
            role: "Director",
            organization: "Grupo de clínicas",
            initials: "MA",
          },
          {
            quote:
              "Nuestros comerciales preguntan al asistente por cualquier modelo y la respuesta llega con la ficha técnica de la que sale.",
            name: "Sergio T.",
            role: "Director comercial",
            organization: "Concesionario",
            initials: "ST",
          },
          {
            quote:
              "Ajustaron el modelo con nuestros materiales y ahora resuelve las dudas del alumnado con nuestro mismo lenguaje.",
            name: "Isabel F.",
            role: "Coordinadora académica",
            organization: "Entidad de formación",
            initials: "IF",
          },
        ],
      },
    ],
  },
  about: {
    intro: {
      eyebrow: "Quiénes somos",
      title:
        "Más de 15 años cuidando la tecnología de empresas que no pueden parar",
    },
    story:
      "TRABEM nació en Alcantarilla (Murcia) para que pymes y administraciones tuvieran la tecnología de una gran empresa sin montar un departamento de sistemas. Hoy alojamos servidores, protegemos redes y desarrollamos software para sanidad, automoción, canteras y servicios públicos.",
    stats: [
      { value: "+15", label: "años de experiencia" },
      { value: "+30", label: "concesionarios con nuestros asistentes" },
      { value: "24/7", label: "soporte técnico" },
    ],
    differentiatorsTitle: "Lo que nos diferencia",
    differentiators: [
      {
        icon: "onePartner",
        title: "Un solo interlocutor",
        description:
          "Infraestructura, seguridad, software e IA con el mismo equipo, sin pasarte de un proveedor a otro.",
      },
      {
        icon: "nearby",
        title: "Cerca de ti",
        description:
          "Equipo propio en la Región de Murcia que conoce tu empresa y se desplaza cuando hace falta.",
      },
      {
        icon: "ownProducts",
        title: "Productos propios",
        description:
          "Desarrollamos nuestro software, así que lo adaptamos a tu forma de trabajar y no al revés.",
      },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Contacto",
      title: "Cuéntanos qué necesitas",
      lead: "Escríbenos y un técnico te responderá con una propuesta concreta y sin compromiso. Si lo prefieres, llámanos o ven a vernos.",
    },
    formTitle: "Escríbenos",
    formLead:
      "Solo te pedimos cuatro datos. Te contestará una persona del equipo técnico, no una respuesta automática.",
    cardTitle: "Dónde encontrarnos",
    mapTitle: "Mapa con la oficina de TRABEM en Alcantarilla (Murcia)",
  },
  share: {
    title: "Comparte esta página",
    lead: "¿Conoces a alguien que busca un proveedor tecnológico de confianza? Envíale esta página.",
  },
} satisfies HomeContent
