import { z } from "astro/zod"
import {
  accent,
  callToAction,
  iconCard,
  iconName,
  pageOpening,
  points,
  sectionIntro,
  shareBlock,
  stat,
  stats,
  testimonial,
  text,
} from "./blocks.ts"

export const serviceCard = iconCard
  .extend({
    points: points.meta({
      title: "Puntos",
      description: "Lo que incluye el servicio, en frases cortas.",
    }),
    cta: callToAction,
  })
  .meta({
    title: "Tarjeta de servicio",
    description: "Icono, título, texto, puntos y botón.",
  })
export type ServiceCard = z.infer<typeof serviceCard>

export const storyGroup = z.strictObject({
  /** Stable key of the group. */
  id: z.enum(["hosting", "clinic", "ai"]).meta({ "x-editor": "hidden" }),
  /** The group's colour inside the section. */
  accent,
  icon: iconName,
  title: text.meta({
    title: "Título del grupo",
    description: "Qué tienen en común estos clientes.",
  }),
  /** The claim this group backs, in large type. */
  stat: stat.meta({
    title: "Cifra del grupo",
    description: "El dato que respaldan estos testimonios, en grande.",
  }),
  /** Accessible name of the group's carousel. */
  carouselLabel: text.meta({
    title: "Nombre del carrusel",
    description: "Lo oyen quienes usan lector de pantalla.",
  }),
  testimonials: z.array(testimonial).min(1).meta({
    title: "Testimonios",
    description: "Los testimonios del grupo, en el orden en que pasan.",
  }),
})
export type StoryGroup = z.infer<typeof storyGroup>

export const homePage = z.strictObject({
  ...pageOpening,
  heroTiles: z
    .strictObject({
      /** Accessible name of the tile list. */
      label: text.meta({
        title: "Nombre de la lista",
        description: "Lo oyen quienes usan lector de pantalla.",
      }),
      items: z.array(iconCard).length(4).meta({
        title: "Mosaicos",
        description: "Los cuatro mosaicos bajo la portada, en orden.",
      }),
    })
    .meta({
      title: "Mosaicos de la portada",
      description: "Las cuatro áreas de TRABEM bajo el titular.",
    }),
  services: z
    .strictObject({
      intro: sectionIntro,
      cards: z.array(serviceCard).length(4).meta({
        title: "Tarjetas",
        description: "Las cuatro tarjetas de servicios, en orden.",
      }),
    })
    .meta({ title: "Servicios", description: "La sección de servicios." }),
  hosting: z
    .strictObject({
      intro: sectionIntro,
      stats,
      features: z.array(iconCard).length(6).meta({
        title: "Ventajas",
        description: "Las seis tarjetas de ventajas, en orden.",
      }),
      quote: callToAction.meta({
        title: "Botón de presupuesto",
        description: "Lleva al formulario de contacto.",
      }),
      partnersLabel: text.meta({
        title: "Texto de los socios tecnológicos",
        description: "Encabeza los logotipos de los socios.",
      }),
    })
    .meta({
      title: "Alojamiento de servidores",
      description: "La sección de hosting y housing.",
    }),
  trabemFlex: z
    .strictObject({
      intro: sectionIntro,
      /** Patients, digital records, online appointments, billing, reports. */
      modules: z.array(iconCard).length(5).meta({
        title: "Módulos",
        description: "Los cinco módulos de TrAbem Flex, en orden.",
      }),
      productLink: callToAction.meta({
        title: "Botón a la web del producto",
        description: "Lleva al sitio de TrAbem Flex.",
      }),
      demo: callToAction.meta({
        title: "Botón de demostración",
        description: "Lleva al formulario para pedir una demostración.",
      }),
    })
    .meta({
      title: "Sección de TrAbem Flex",
      description: "El programa de gestión para clínicas.",
    }),
  aiPlatform: z
    .strictObject({
      intro: sectionIntro,
      capabilities: z.array(iconCard).meta({
        title: "Capacidades",
        description: "Las tarjetas de lo que hace la plataforma.",
      }),
      platformLink: callToAction.meta({
        title: "Botón a la web de la plataforma",
        description: "Lleva al sitio de la plataforma de IA.",
      }),
      healthcare: z
        .strictObject({
          eyebrow: text.meta({
            title: "Antetítulo",
            description: "Línea corta sobre el título.",
          }),
          title: text.meta({
            title: "Título",
            description: "El título del recuadro.",
          }),
          description: text.meta({
            title: "Texto",
            description: "Una o dos frases bajo el título.",
          }),
          points: points.meta({
            title: "Puntos",
            description: "Frases cortas en lista.",
          }),
          link: callToAction,
        })
        .meta({
          title: "Recuadro de salud",
          description: "La IA aplicada a las clínicas.",
        }),
    })
    .meta({
      title: "Plataforma de IA",
      description: "La sección de la plataforma de inteligencia artificial.",
    }),
  stories: z
    .strictObject({
      intro: sectionIntro,
      groups: z.array(storyGroup).length(3).meta({
        title: "Grupos de testimonios",
        description: "Alojamiento, clínicas e IA, en ese orden.",
      }),
    })
    .meta({
      title: "Casos de clientes",
      description: "Los testimonios por grupos.",
    }),
  about: z
    .strictObject({
      intro: sectionIntro,
      story: text.meta({
        title: "Historia",
        description: "Quiénes somos, en un párrafo.",
      }),
      stats,
      differentiatorsTitle: text.meta({
        title: "Título de lo que nos distingue",
        description: "Encabeza las tarjetas de abajo.",
      }),
      differentiators: z.array(iconCard).meta({
        title: "Lo que nos distingue",
        description: "Las tarjetas, en orden.",
      }),
    })
    .meta({
      title: "Sobre nosotros",
      description: "La sección sobre TRABEM.",
    }),
  contact: z
    .strictObject({
      intro: sectionIntro,
      formTitle: text.meta({
        title: "Título del formulario",
        description: "Encima del formulario de contacto.",
      }),
      formLead: text.meta({
        title: "Entradilla del formulario",
        description: "Una frase bajo ese título.",
      }),
      cardTitle: text.meta({
        title: "Título de los datos de contacto",
        description: "Encima del teléfono, el correo y la dirección.",
      }),
      mapTitle: text.meta({
        title: "Título del mapa",
        description: "Lo oyen quienes usan lector de pantalla.",
      }),
    })
    .meta({
      title: "Contacto",
      description: "La sección del formulario, los datos y el mapa.",
    }),
  share: shareBlock,
})
export type HomeContent = z.infer<typeof homePage>
