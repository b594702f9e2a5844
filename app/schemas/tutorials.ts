import { z } from "astro/zod"
import { tutorialIllustrations } from "#app/components/illustrations/tutorial-illustration-names.ts"
import {
  callToAction,
  iconName,
  optionalPoints,
  pageOpening,
  points,
  sectionIntro,
  text,
} from "./blocks.ts"
import { headline, markdownMeta } from "./markdown.ts"

/**
 * A tutorial of the management app: one Markdown file per guide and language,
 * app/content/tutorials/<locale>/<slug>.md, whose slug is its Spanish path
 * segment (`/clientes`, `/en/clientes`). The front matter holds every word
 * with a fixed place on the page (hero, steps, video, its card and quick
 * answer in the help centre); the body is the free introduction to the
 * steps.
 */

/** A step of this tutorial by its number (1 is the first), as links and answers name it. */
const stepNumber = z.number().int().min(1)

/** A link to a tutorial, by its slug, optionally to one of its steps; checked at build. */
export const tutorialLink = z.strictObject({
  label: text.meta({ title: "Texto del enlace" }),
  tutorial: z
    .string()
    .regex(/^[a-z0-9-]+$/, "a tutorial's slug: its file's name, without .md")
    .meta({
      title: "Guía enlazada",
      description: "El nombre del archivo de la guía, sin «.md».",
    }),
  step: stepNumber.optional().meta({ title: "Paso enlazado" }),
})
export type TutorialLink = z.infer<typeof tutorialLink>

/** One step; its number is its place in the list. */
export const tutorialStep = z.strictObject({
  title: text.meta({
    title: "Título del paso",
    description:
      "Lo que se consigue en el paso, en pocas palabras: «Crea el cliente».",
  }),
  description: text.meta({
    title: "Qué hacer",
    description:
      "Lo que la persona hace en este paso, con los botones tal como se llaman en la aplicación.",
  }),
  icon: iconName.meta({ title: "Icono del paso" }),
  /** Fields or states the step names, as short items. */
  details: optionalPoints.meta({
    title: "Detalles",
    description: "Campos o estados que el paso nombra, en frases cortas.",
  }),
  tip: text.optional().meta({
    title: "Consejo",
    description:
      "Un truco o un aviso para este paso, si lo hay; se muestra aparte.",
  }),
})
export type TutorialStep = z.infer<typeof tutorialStep>

/** The YouTube id of one of TRABEM's videos; left empty, the page offers no video yet. */
const youtubeId = z
  .string()
  .trim()
  .regex(/^([\w-]{11})?$/, "a YouTube video id: 11 letters, digits, - or _")
  .transform((id) => id || undefined)
  .optional()

/**
 * The tutorial's video: one of TRABEM's own (offered once its YouTube id is
 * written), or a link to videos elsewhere (a channel).
 */
export const tutorialVideo = z.union([
  z
    .strictObject({ title: text, lead: text, youtube: youtubeId })
    .transform((video) => ({ kind: "embed" as const, ...video })),
  z
    .strictObject({ title: text, lead: text, link: callToAction })
    .transform((video) => ({ kind: "channel" as const, ...video })),
])
export type TutorialVideo = z.infer<typeof tutorialVideo>

export const tutorialEntry = z
  .strictObject({
    meta: markdownMeta,
    /** The hero's headline. */
    title: headline.meta({
      title: "Título",
      description:
        "El titular de la guía, en grande al principio de su página.",
    }),
    /** Short name: breadcrumbs, the pager, the hero's eyebrow and the guide card. */
    shortTitle: text.meta({
      title: "Título corto",
      description:
        "Una o dos palabras: la ruta de navegación, el paso entre guías y su tarjeta.",
    }),
    /** The hero's lead. */
    lead: text.meta({
      title: "Entradilla",
      description:
        "Una frase bajo el titular: qué consigue quien sigue la guía.",
    }),
    /** Place among the guides: the help centre's cards and the pager. */
    order: z.number().meta({
      title: "Orden",
      description:
        "Su lugar entre las guías del centro de ayuda: 1 es la primera.",
    }),
    /** A drawing of the app's module; without one, a drawing of the app. */
    illustration: z.enum(tutorialIllustrations).optional().meta({
      title: "Dibujo",
      description:
        "El dibujo de la pantalla de la aplicación; sin él, uno general.",
    }),
    /** Its card in the help centre; the search looks in its words. */
    card: z
      .strictObject({
        summary: text.meta({
          title: "Resumen",
          description:
            "Una frase en la tarjeta de la guía; el buscador del centro de ayuda la lee.",
        }),
        /** Words a reader may type that the title and summary do not contain. */
        keywords: points.meta({
          title: "Palabras de búsqueda",
          description:
            "Palabras que alguien escribiría para buscarla y que el título no dice.",
        }),
        icon: iconName.meta({ title: "Icono de la tarjeta" }),
      })
      .meta({
        title: "Tarjeta del centro de ayuda",
        description:
          "Cómo aparece la guía entre las demás del centro de ayuda.",
      }),
    /** A frequent question this guide answers, listed in the help centre. */
    quickAnswer: z
      .strictObject({
        question: text.meta({ title: "Pregunta" }),
        answer: text.meta({ title: "Respuesta" }),
        step: stepNumber.meta({
          title: "Paso que la responde",
          description: "El número del paso al que lleva la respuesta.",
        }),
        /** Place among the help centre's quick answers. */
        order: z.number().meta({ title: "Orden entre las respuestas rápidas" }),
      })
      .optional()
      .meta({ title: "Respuesta rápida" }),
    steps: z
      .strictObject({
        title: text.meta({
          title: "Título de los pasos",
          description: "El encabezado sobre la lista de pasos de la guía.",
        }),
        /** What to have ready first, with an optional link to the guide that covers it. */
        before: z
          .strictObject({
            text: text.meta({
              title: "Qué tener preparado",
              description:
                "Lo que conviene tener a mano antes del primer paso.",
            }),
            link: tutorialLink.optional().meta({ title: "Guía previa" }),
          })
          .meta({
            title: "Antes de empezar",
            description:
              "Un aviso sobre los pasos: qué preparar y qué guía leer antes.",
          }),
        items: z.array(tutorialStep).length(4).meta({
          title: "Paso",
          description: "Los cuatro pasos, en orden.",
        }),
      })
      .meta({
        title: "Pasos",
        description: "Los pasos de la guía, con su encabezado y lo previo.",
      }),
    video: tutorialVideo.optional().meta({ title: "Vídeo" }),
  })
  .refine(
    (tutorial) =>
      !tutorial.quickAnswer ||
      tutorial.quickAnswer.step <= tutorial.steps.items.length,
    { message: "names a step the guide does not have", path: ["quickAnswer"] },
  )
export type TutorialEntry = z.infer<typeof tutorialEntry>

/** The support block: how to reach a person when a guide is not enough. */
export const supportBlock = z.strictObject({ title: text, lead: text })
export type SupportBlock = z.infer<typeof supportBlock>

/** Words every tutorial page shares, kept with the help centre's. */
export const tutorialPageWords = z.strictObject({
  breadcrumb: z.strictObject({ label: text, home: text, help: text }),
  hero: z.strictObject({
    /** 'Tutorial · {name}' */
    eyebrow: text,
    /** 'Ver los {count} pasos' */
    steps: text,
    /** The button to the embedded video. */
    video: text,
    /** The button to the block that links to a channel of videos. */
    videos: text,
    /**
     * Said once, after the hero's lead, where the guide is in another
     * language than the app's screens (Spanish): how their labels are quoted.
     */
    appScreens: text.optional(),
  }),
  /** 'Paso {number}' */
  stepLabel: text,
  /** Heading of the list of steps beside them on wide screens. */
  contentsLabel: text,
  beforeLabel: text,
  tipLabel: text,
  videoEyebrow: text,
  support: supportBlock,
  pager: z.strictObject({
    label: text,
    previous: text,
    next: text,
    back: text,
  }),
})
export type TutorialPageWords = z.infer<typeof tutorialPageWords>

/** The help centre (/ayuda): its own words; its guides come from the tutorials. */
export const helpPage = z.strictObject({
  ...pageOpening,
  guides: z.strictObject({
    intro: sectionIntro,
    search: z.strictObject({
      label: text,
      placeholder: text,
      hint: text,
      /** '{count} guías' */
      countMany: text,
      countOne: text,
      /** 'Ninguna guía coincide con «{query}»' */
      countNone: text,
      emptyTitle: text,
      emptyText: text,
      showAll: text,
    }),
    /** The words of a card's facts ('4 pasos · Vídeo'). */
    facts: z.strictObject({
      /** '{count} pasos' */
      steps: text,
      /** An embedded video. */
      video: text,
      /** A link to a channel of videos. */
      videos: text,
    }),
    open: text,
    /** The tile after the guides that points to the support block. */
    supportTile: z.strictObject({ title: text, text, label: text }),
  }),
  quickHelp: z.strictObject({ intro: sectionIntro }),
  support: supportBlock,
  tutorialPages: tutorialPageWords,
})
export type HelpPage = z.infer<typeof helpPage>
