import { z } from "astro/zod"
import { agentPage, chatExample, chatExamplesBlock } from "./agents.ts"
import {
  formIntro,
  iconCard,
  iconCardsBlock,
  iconName,
  leadPageEnd,
  pageOpening,
  points,
  sectionIntro,
  stats,
  testimonialsBlock,
  text,
} from "./blocks.ts"

/** The product pages: appointment AI, Connext, quarry software, Office 365, the agent pages. */

/** What the appointment AI does for one audience: the clinic or its patients. */
export const audienceBenefits = z
  .strictObject({
    icon: iconName,
    title: text.meta({
      title: "Título",
      description: "Para quién: «Para la clínica», «Para el paciente».",
    }),
    items: points.meta({
      title: "Ventajas",
      description: "Frases cortas en lista.",
    }),
  })
  .meta({ title: "Grupo de ventajas", description: "Las ventajas para unos." })
export type AudienceBenefits = z.infer<typeof audienceBenefits>

/** The appointment-AI page; its contact section (#contacto) holds the form with its service select. */
export const clinicAppointmentsPage = z.strictObject({
  ...pageOpening,
  /** The hero's secondary actions: the explainer video and a WhatsApp share. */
  heroActions: z
    .strictObject({
      video: text.meta({
        title: "Botón del vídeo",
        description: "Lleva al vídeo explicativo.",
      }),
      /** WhatsApp share text, about optimising the clinic's attendance rate. */
      shareText: text.meta({
        title: "Mensaje para WhatsApp",
        description: "Lo que se envía al compartir la página por WhatsApp.",
      }),
    })
    .meta({
      title: "Botones de la portada",
      description: "El vídeo y compartir por WhatsApp.",
    }),
  /** The conversation drawn in the hero's phone. */
  heroChat: chatExample.meta({
    title: "Conversación de la portada",
    description: "El chat dibujado en el móvil de la portada.",
  }),
  stats,
  video: z
    .strictObject({
      intro: sectionIntro,
      /** Title of the video, also the player's accessible name. */
      title: text.meta({
        title: "Título del vídeo",
        description: "También lo oyen quienes usan lector de pantalla.",
      }),
    })
    .meta({ title: "Vídeo", description: "La sección del vídeo." }),
  /** Booking by WhatsApp, SMS and chatbot, schedule optimisation, analytics, fewer no-shows. */
  features: iconCardsBlock.meta({
    title: "Funciones",
    description: "Lo que hace la IA de citas.",
  }),
  howItWorks: z
    .strictObject({
      intro: sectionIntro,
      steps: z.array(iconCard).length(4).meta({
        title: "Pasos",
        description: "Los cuatro pasos, en orden.",
      }),
    })
    .meta({ title: "Cómo funciona", description: "En cuatro pasos." }),
  /** For clinics and for patients. */
  benefits: z
    .strictObject({
      intro: sectionIntro,
      groups: z.array(audienceBenefits).length(2).meta({
        title: "Grupos",
        description: "Para la clínica y para el paciente.",
      }),
    })
    .meta({ title: "Ventajas", description: "Para la clínica y el paciente." }),
  ...leadPageEnd,
})
export type ClinicAppointmentsContent = z.infer<typeof clinicAppointmentsPage>

/** A labelled node of the channels-to-inbox diagram. */
export const connextNode = z
  .strictObject({
    icon: iconName,
    label: text.meta({
      title: "Nombre",
      description: "Lo que dice la caja del diagrama.",
    }),
  })
  .meta({ title: "Caja del diagrama", description: "Icono y nombre." })
export type ConnextNode = z.infer<typeof connextNode>

export const connextPage = z.strictObject({
  ...pageOpening,
  about: z
    .strictObject({
      intro: sectionIntro,
      paragraphs: points.meta({
        title: "Párrafos",
        description: "El texto de la sección.",
      }),
      stats,
    })
    .meta({ title: "Qué es", description: "Connext en pocas palabras." }),
  benefits: iconCardsBlock.meta({
    title: "Ventajas",
    description: "Lo que gana quien lo usa.",
  }),
  /** Each audience with two or three situations it recognises as points. */
  audience: iconCardsBlock.meta({
    title: "Para quién",
    description: "Cada público con las situaciones que reconoce.",
  }),
  integration: z
    .strictObject({
      intro: sectionIntro,
      points: z.array(iconCard).meta({
        title: "Tarjetas",
        description: "Cómo se integra, en tarjetas.",
      }),
      diagram: z
        .strictObject({
          /** What the diagram shows, for screen readers and as its caption. */
          caption: text.meta({
            title: "Pie del diagrama",
            description:
              "Qué muestra; también lo oyen quienes usan lector de pantalla.",
          }),
          channelsTitle: text.meta({
            title: "Título de los canales",
            description: "Encabeza la columna de los canales.",
          }),
          channels: z.array(connextNode).meta({
            title: "Canales",
            description: "WhatsApp, correo, chat…, en orden.",
          }),
          inbox: z
            .strictObject({
              title: text.meta({
                title: "Título",
                description: "El nombre de la bandeja común.",
              }),
              text: text.meta({
                title: "Texto",
                description: "Una línea bajo el nombre.",
              }),
            })
            .meta({
              title: "Bandeja común",
              description: "La caja del centro del diagrama.",
            }),
          destinationsTitle: text.meta({
            title: "Título de los destinos",
            description: "Encabeza la columna de los destinos.",
          }),
          destinations: z.array(connextNode).meta({
            title: "Destinos",
            description: "Adónde llegan los mensajes, en orden.",
          }),
          systems: connextNode.meta({
            title: "Sistemas de la empresa",
            description: "La caja final del diagrama.",
          }),
        })
        .meta({
          title: "Diagrama",
          description: "De los canales a la bandeja común.",
        }),
    })
    .meta({ title: "Integración", description: "Cómo se conecta." }),
  testimonials: testimonialsBlock,
  ...leadPageEnd,
})
export type ConnextContent = z.infer<typeof connextPage>

/** Colour of a quarry module card: a theme token name, drawn by the modules section. */
export const quarryModuleColour = z
  .enum([
    "quarry-amber",
    "stone-accent",
    "teal",
    "brand",
    "violet",
    "graphite",
    "office",
    "teal-deep",
  ])
  .meta({
    title: "Color",
    description: "El color de la tarjeta del módulo.",
    "x-labels": {
      "quarry-amber": "Ámbar",
      "stone-accent": "Piedra",
      teal: "Verde azulado",
      brand: "Azul TRABEM",
      violet: "Violeta",
      graphite: "Grafito",
      office: "Azul de Office 365",
      "teal-deep": "Verde azulado oscuro",
    },
  })
export type QuarryModuleColour = z.infer<typeof quarryModuleColour>

export const quarryModule = z
  .strictObject({
    title: text.meta({ title: "Título", description: "El nombre del módulo." }),
    colour: quarryModuleColour,
    icon: iconName,
    summary: text.meta({
      title: "Resumen",
      description: "Qué hace el módulo, en una frase.",
    }),
    features: points.meta({
      title: "Funciones",
      description: "Lo que incluye, en frases cortas.",
    }),
  })
  .meta({ title: "Módulo", description: "Un módulo del programa." })
export type QuarryModule = z.infer<typeof quarryModule>

export const quarryPage = z.strictObject({
  ...pageOpening,
  /** The eight main features. */
  features: iconCardsBlock
    .extend({
      items: z.array(iconCard).length(8).meta({
        title: "Tarjetas",
        description: "Las ocho funciones principales, en orden.",
      }),
    })
    .meta({ title: "Funciones", description: "Lo principal del programa." }),
  modules: z
    .strictObject({
      intro: sectionIntro,
      items: z.array(quarryModule).length(8).meta({
        title: "Módulos",
        description: "Los ocho módulos, en orden.",
      }),
    })
    .meta({ title: "Módulos", description: "Las partes del programa." }),
  ...leadPageEnd,
})
export type QuarryContent = z.infer<typeof quarryPage>

/** One link of the chain from Microsoft to the customer. */
export const office365ChainStep = z
  .strictObject({
    label: text.meta({
      title: "Nombre",
      description: "Quién es este eslabón: «Microsoft», «TRABEM».",
    }),
    text: text.meta({ title: "Texto", description: "Qué hace, en una línea." }),
    /** The step that is TRABEM, drawn in the accent. */
    isProvider: z.boolean().optional(),
  })
  .meta({ title: "Eslabón", description: "Un eslabón de la cadena." })
export type Office365ChainStep = z.infer<typeof office365ChainStep>

export const office365Page = z.strictObject({
  ...pageOpening,
  benefits: z
    .strictObject({
      intro: sectionIntro,
      items: z.array(iconCard).length(5).meta({
        title: "Tarjetas",
        description: "Las cinco ventajas, en orden.",
      }),
    })
    .meta({ title: "Ventajas", description: "Lo que aportan las licencias." }),
  reasons: z
    .strictObject({
      intro: sectionIntro,
      items: z.array(iconCard).meta({
        title: "Tarjetas",
        description: "Los motivos, en orden.",
      }),
      chain: z
        .strictObject({
          title: text.meta({
            title: "Título",
            description: "Encabeza la cadena de Microsoft al cliente.",
          }),
          steps: z.array(office365ChainStep).min(2).meta({
            title: "Eslabones",
            description: "De Microsoft al cliente, en orden.",
          }),
          note: text.meta({
            title: "Nota",
            description: "Una aclaración bajo la cadena.",
          }),
        })
        .meta({
          title: "Cadena de distribución",
          description: "De Microsoft al cliente, pasando por TRABEM.",
        }),
    })
    .meta({
      title: "Por qué con TRABEM",
      description: "Los motivos para comprar las licencias aquí.",
    }),
  form: formIntro,
  testimonials: testimonialsBlock,
  trust: z
    .strictObject({
      intro: sectionIntro,
      badges: z.array(iconCard).length(3).meta({
        title: "Sellos",
        description: "Los tres sellos de confianza, en orden.",
      }),
    })
    .meta({ title: "Confianza", description: "Por qué fiarse." }),
})
export type Office365Content = z.infer<typeof office365Page>

/**
 * The clinic virtual-agent page. Its claims: up to 30 hours a week saved, up
 * to 70 % of admin tasks automated, 24/7; its four testimonials show two per
 * view in a looping carousel; the demo form is headed with the 20-minute
 * promise.
 */
export const clinicAgentsPage = z
  .strictObject({ ...agentPage, examples: chatExamplesBlock })
  .refine(
    (page) =>
      page.assistants.agents.length === 10 &&
      page.assistants.categories.length === 5,
    { message: "ten agents in five categories", path: ["assistants"] },
  )
  .refine((page) => page.testimonials.items.length === 4, {
    message: "four testimonials, two per view",
    path: ["testimonials", "items"],
  })
export type ClinicAgentsContent = z.infer<typeof clinicAgentsPage>

/**
 * The dealership page, in Spanish and French: the Spanish page (the
 * clinic-agent page adapted) adds chat examples.
 */
export const automotivePage = z
  .strictObject({
    ...agentPage,
    /** The conversation drawn in the hero's phone. */
    heroChat: chatExample.meta({
      title: "Conversación de la portada",
      description: "El chat dibujado en el móvil de la portada.",
    }),
  })
  .refine((page) => page.assistants.agents.length === 3, {
    message: "three assistants: appointments, sales and after-sales",
    path: ["assistants", "agents"],
  })
export type AutomotiveContent = z.infer<typeof automotivePage>

/** The not-found page: its head tags and a hero that leads back to the start. */
export const notFoundPage = z.strictObject(pageOpening)
export type NotFoundContent = z.infer<typeof notFoundPage>
