import { z } from "astro/zod"
import {
  iconCard,
  iconCardsBlock,
  leadPageEnd,
  pageOpening,
  points,
  sectionIntro,
  text,
} from "./blocks.ts"

/** The Kit Digital and Kit Consulting pages: the grant programme and its consulting twin. */

/** One tier of the grant, by company size: the amount in whole euros, written out by the page. */
export const kitTier = z
  .strictObject({
    segment: text.meta({
      title: "Segmento",
      description: "El nombre oficial del segmento: «Segmento I».",
    }),
    name: text.meta({
      title: "Tipo de empresa",
      description: "Cómo se llama a estas empresas: «Pequeñas empresas».",
    }),
    employees: text.meta({
      title: "Plantilla",
      description: "Cuántos empleados tienen: «de 10 a 49 empleados».",
    }),
    amount: z.number().int().positive().meta({
      title: "Importe del bono",
      description: "En euros, sin puntos ni símbolo: la página lo escribe.",
    }),
  })
  .meta({ title: "Tramo", description: "Un tramo del bono según el tamaño." })
export type KitTierSource = z.infer<typeof kitTier>

export const kitDigitalPage = z.strictObject({
  ...pageOpening,
  programme: z
    .strictObject({
      intro: sectionIntro,
      facts: z.array(iconCard).length(3).meta({
        title: "Datos del programa",
        description: "Las tres tarjetas, en orden.",
      }),
    })
    .meta({
      title: "El programa",
      description: "Qué es el Kit Digital.",
    }),
  eligibility: z
    .strictObject({
      intro: sectionIntro,
      listTitle: text.meta({
        title: "Título de la lista",
        description: "Encabeza los requisitos.",
      }),
      requirements: points.meta({
        title: "Requisitos",
        description: "Lo que debe cumplir la empresa.",
      }),
      note: text.meta({
        title: "Nota",
        description: "Una aclaración bajo la lista.",
      }),
    })
    .meta({
      title: "Quién puede pedirlo",
      description: "Los requisitos del programa.",
    }),
  /** The four solution areas. */
  solutions: iconCardsBlock
    .extend({
      items: z.array(iconCard).length(4).meta({
        title: "Tarjetas",
        description: "Las cuatro áreas de soluciones, en orden.",
      }),
    })
    .meta({ title: "Soluciones", description: "Lo que cubre el bono." }),
  tiers: z
    .strictObject({
      intro: sectionIntro,
      /** Words before the amount: 'Bono de hasta'. */
      amountPrefix: text.meta({
        title: "Texto antes del importe",
        description: "«Bono de hasta»: la página añade la cifra.",
      }),
      items: z.array(kitTier).length(3).meta({
        title: "Tramos",
        description: "Los tres tramos, de menor a mayor empresa.",
      }),
      note: text.meta({
        title: "Nota",
        description: "Una aclaración bajo los tramos.",
      }),
    })
    .meta({
      title: "Importes",
      description: "Cuánto da el bono según el tamaño de la empresa.",
    }),
  ...leadPageEnd,
})
export type KitDigitalContent = z.infer<typeof kitDigitalPage>

export const methodStep = z
  .strictObject({
    title: text.meta({ title: "Título", description: "El nombre del paso." }),
    description: text.meta({
      title: "Texto",
      description: "Qué hacemos en este paso.",
    }),
    /** What the company has at the end of the step. */
    outcome: text.meta({
      title: "Resultado",
      description: "Qué tiene la empresa al acabar el paso.",
    }),
  })
  .meta({ title: "Paso", description: "Un paso del método." })
export type MethodStep = z.infer<typeof methodStep>

export const kitConsultingPage = z.strictObject({
  ...pageOpening,
  areas: iconCardsBlock.meta({
    title: "Áreas de asesoramiento",
    description: "En qué asesoramos.",
  }),
  method: z
    .strictObject({
      intro: sectionIntro,
      /** Words before each step's number: 'Paso'. */
      stepLabel: text.meta({
        title: "Palabra antes del número",
        description: "«Paso»: la página añade el número.",
      }),
      outcomeLabel: text.meta({
        title: "Palabra antes del resultado",
        description: "«Resultado»: encabeza lo que se obtiene en cada paso.",
      }),
      steps: z.array(methodStep).length(4).meta({
        title: "Pasos",
        description: "Los cuatro pasos, en orden.",
      }),
    })
    .meta({ title: "Método", description: "Cómo trabajamos, paso a paso." }),
  sectors: iconCardsBlock.meta({
    title: "Sectores",
    description: "A qué empresas ayudamos.",
  }),
  ...leadPageEnd,
})
export type KitConsultingContent = z.infer<typeof kitConsultingPage>
