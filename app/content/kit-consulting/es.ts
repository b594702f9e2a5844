import type { KitConsultingContent } from "./types.ts"

const toContact = { hash: "contacto" } as const

export const es = {
  meta: {
    title: "Kit Consulting: asesoramiento para transformar tu empresa",
    description:
      "Asesores digitales del programa Kit Consulting: diagnóstico, diseño, implantación y seguimiento en inteligencia artificial, ciberseguridad y procesos de negocio.",
  },
  hero: {
    eyebrow: "Asesor digital del Kit Consulting",
    title: "Asesoramiento experto para dar el siguiente paso digital",
    lead: "Analizamos tu empresa, diseñamos un plan a medida y te acompañamos hasta que funcione: inteligencia artificial, ciberseguridad, analítica y procesos.",
    primary: { label: "Solicitar asesoramiento", to: toContact },
    secondary: {
      label: "Cómo trabajamos",
      to: {
        hash: "metodo",
      },
    },
  },
  areas: {
    intro: {
      eyebrow: "Áreas de asesoramiento",
      title: "Asesoramiento donde más impacto tiene",
      lead: "El Kit Consulting financia servicios de asesoramiento para pymes de 10 a 249 empleados. Trabajamos en las áreas donde llevamos más de 15 años ayudando a empresas.",
    },
    items: [
      {
        icon: "ai",
        title: "Inteligencia artificial",
        description:
          "Detectamos qué tareas puede asumir la IA en tu empresa y cómo usarla con tus propios datos, de forma segura.",
      },
      {
        icon: "cybersecurity",
        title: "Ciberseguridad",
        description:
          "Evaluamos tus riesgos, revisamos accesos y copias de seguridad y definimos un plan de protección realista.",
      },
      {
        icon: "analytics",
        title: "Analítica de datos",
        description:
          "Convertimos los datos que ya tienes en cuadros de mando que ayudan a decidir con cifras, no con intuiciones.",
      },
      {
        icon: "processes",
        title: "Procesos de negocio",
        description:
          "Revisamos cómo circula el trabajo y automatizamos lo repetitivo: hasta un 70 % de las tareas administrativas.",
      },
      {
        icon: "strategy",
        title: "Estrategia digital",
        description:
          "Ordenamos prioridades e inversiones en un plan por fases, con objetivos medibles para cada una.",
      },
      {
        icon: "sales",
        title: "Ventas digitales",
        description:
          "Mejoramos cómo captas y atiendes clientes en internet, del primer contacto al seguimiento comercial.",
      },
    ],
  },
  method: {
    intro: {
      eyebrow: "Nuestro método",
      title: "Cuatro pasos, de la primera reunión a los resultados",
      lead: "Un método claro para que sepas en todo momento en qué punto estamos y qué viene después.",
    },
    stepLabel: "Paso",
    outcomeLabel: "Resultado",
    steps: [
      {
        title: "Diagnóstico",
        description:
          "Conocemos tu empresa, tus procesos y tus herramientas, y hablamos con las personas que las usan cada día.",
        outcome:
          "Un informe con la situación actual y las oportunidades de mejora.",
      },
      {
        title: "Diseño",
        description:
          "Proponemos soluciones concretas, priorizadas por impacto y esfuerzo, con plazos y responsables.",
        outcome: "Una hoja de ruta que puedes aprobar y seguir.",
      },
      {
        title: "Implantación",
        description:
          "Acompañamos la puesta en marcha, configuramos las herramientas y formamos a tu equipo.",
        outcome: "Las soluciones funcionando y tu equipo usándolas.",
      },
      {
        title: "Seguimiento",
        description:
          "Medimos los resultados con los indicadores acordados y ajustamos lo que haga falta.",
        outcome: "Mejoras medidas y los próximos pasos claros.",
      },
    ],
  },
  sectors: {
    intro: {
      eyebrow: "Sectores especializados",
      title: "Conocemos tu sector desde dentro",
      lead: "Desarrollamos software para estos sectores, así que hablamos tu idioma desde la primera reunión.",
    },
    items: [
      {
        icon: "stethoscope",
        title: "Clínicas y salud",
        description:
          "Agendas, historia clínica, citas por WhatsApp y protección de datos de pacientes.",
      },
      {
        icon: "automotive",
        title: "Concesionarios",
        description:
          "Inventario de vehículos y recambios, presupuestos, posventa y campañas de mantenimiento.",
      },
      {
        icon: "quarries",
        title: "Canteras y áridos",
        description:
          "Báscula, albaranes con firma digital, transporte y facturación sin papel.",
      },
      {
        icon: "industry",
        title: "Industria y logística",
        description:
          "Trazabilidad, planificación y datos de producción al alcance de dirección.",
      },
      {
        icon: "retail",
        title: "Comercio y distribución",
        description:
          "Venta en línea, catálogo, clientes y pedidos conectados con tu gestión.",
      },
      {
        icon: "training",
        title: "Formación",
        description:
          "Gestión de alumnos, comunicación centralizada y atención automatizada.",
      },
    ],
  },
  cta: {
    title: "Da el siguiente paso con el Kit Consulting",
    lead: "Cuéntanos dónde está tu empresa hoy y te explicamos cómo podemos ayudarte con el programa.",
    actions: [
      { label: "Solicitar asesoramiento", to: toContact },
      { label: "Contactar ahora", to: toContact },
    ],
  },
  contact: {
    intro: {
      eyebrow: "Kit Consulting",
      title: "Hablemos de tu proyecto",
      lead: "Déjanos tus datos y un asesor te contactará para conocer tu empresa y el área en la que quieres avanzar.",
    },
    pointsTitle: "Qué pasa después",
    points: [
      "Un asesor te llama para conocer tu empresa",
      "Comprobamos si puedes acogerte al Kit Consulting",
      "Te proponemos el área y el alcance del asesoramiento",
      "Empezamos por el diagnóstico cuando tú decidas",
    ],
  },
} satisfies KitConsultingContent
