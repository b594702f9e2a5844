import { z } from "astro/zod"
import {
  formIntro,
  iconCardsBlock,
  iconName,
  optionalPoints,
  pageOpening,
  sectionIntro,
  shareBlock,
  stat,
  testimonialsBlock,
  text,
} from "./blocks.ts"

/** Content shapes of the virtual-agent pages: drawn chats and agent cards. */

/** One message of a drawn chat conversation. */
export const chatMessage = z
  .strictObject({
    from: z.enum(["agent", "client"]).meta({
      title: "Quién escribe",
      description: "El asistente o el cliente.",
      "x-labels": { agent: "El asistente", client: "El cliente" },
    }),
    text: text.meta({ title: "Mensaje", description: "Lo que escribe." }),
  })
  .meta({ title: "Mensaje", description: "Un mensaje de la conversación." })
export type ChatMessage = z.infer<typeof chatMessage>

/** A conversation drawn inside a phone, with a caption saying what it shows. */
export const chatExample = z
  .strictObject({
    title: text.meta({
      title: "Título",
      description: "Qué muestra la conversación.",
    }),
    description: text.meta({
      title: "Texto",
      description: "Una frase bajo el título.",
    }),
    /** Name in the chat's header bar, and the line under it ('en línea'). */
    contactName: text.meta({
      title: "Nombre en la cabecera del chat",
      description: "Quién atiende: el nombre del asistente.",
    }),
    status: text.meta({
      title: "Estado",
      description: "La línea bajo el nombre: «en línea».",
    }),
    messages: z.array(chatMessage).min(1).meta({
      title: "Mensajes",
      description: "La conversación, en orden.",
    }),
  })
  .meta({
    title: "Conversación de ejemplo",
    description: "Un chat dibujado en un móvil.",
  })
export type ChatExample = z.infer<typeof chatExample>

export const chatExamplesBlock = z
  .strictObject({
    intro: sectionIntro,
    /** Accessible name of the carousel. */
    label: text.meta({
      title: "Nombre del carrusel",
      description: "Lo oyen quienes usan lector de pantalla.",
    }),
    examples: z.array(chatExample).min(1).meta({
      title: "Conversaciones",
      description: "En el orden en que pasan en el carrusel.",
    }),
  })
  .meta({
    title: "Conversaciones de ejemplo",
    description: "Chats dibujados en móviles.",
  })
export type ChatExamplesBlock = z.infer<typeof chatExamplesBlock>

export const agentCategory = z
  .strictObject({
    id: text.meta({ "x-editor": "hidden" }),
    name: text.meta({
      title: "Nombre de la categoría",
      description: "Se lee en las pestañas que agrupan a los agentes.",
    }),
  })
  .meta({ title: "Categoría", description: "Un grupo de agentes." })
export type AgentCategory = z.infer<typeof agentCategory>

/**
 * A virtual agent or assistant: its id is the card's anchor, its category one
 * of the block's categories.
 */
export const agentCard = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .meta({ "x-editor": "hidden" }),
    category: text.meta({ "x-editor": "hidden" }),
    name: text.meta({
      title: "Nombre del agente",
      description: "Cómo se llama el agente o asistente.",
    }),
    description: text.meta({
      title: "Texto",
      description: "Qué hace, en una o dos frases.",
    }),
    icon: iconName,
    points: optionalPoints.meta({
      title: "Puntos",
      description: "Lo que incluye, en frases cortas. Puede quedar vacío.",
    }),
  })
  .meta({ title: "Agente", description: "Un agente virtual o asistente." })
export type AgentCard = z.infer<typeof agentCard>

export const agentsBlock = z
  .strictObject({
    intro: sectionIntro,
    categories: z.array(agentCategory).min(1).meta({
      title: "Categorías",
      description: "Los grupos de agentes, en orden.",
    }),
    agents: z.array(agentCard).min(1).meta({
      title: "Agentes",
      description: "Los agentes, en orden.",
    }),
  })
  .refine(
    (block) =>
      block.agents.every((agent) =>
        block.categories.some((category) => category.id === agent.category),
      ),
    { message: "every agent's category must be one of the block's categories" },
  )
  .meta({ title: "Agentes", description: "Los agentes por categorías." })
export type AgentsBlock = z.infer<typeof agentsBlock>

/**
 * A virtual-agent page (clinics, dealerships): claims in large type,
 * testimonials, a share band and the demo form beside what the demo covers.
 */
export const agentPage = {
  ...pageOpening,
  stats: z.array(stat).min(1).meta({
    title: "Cifras",
    description: "Los datos en grande bajo la portada.",
  }),
  /** Conversations drawn in phones (the French dealership page has none). */
  examples: chatExamplesBlock.optional(),
  /**
   * What the business struggles with: the clinic's saturated agenda,
   * forgotten payments, time-consuming tasks, lack of control; the
   * dealership's challenges.
   */
  challenges: iconCardsBlock.meta({
    title: "Problemas",
    description: "Lo que le cuesta hoy al negocio.",
  }),
  /**
   * What the agents bring: the clinic's four feature blocks; for dealerships
   * in Spanish the feature blocks, in French six benefits.
   */
  solutions: iconCardsBlock.meta({
    title: "Soluciones",
    description: "Lo que aportan los agentes.",
  }),
  /**
   * The clinic's ten agents in five categories; the dealership's three
   * assistants with their features.
   */
  assistants: agentsBlock,
  testimonials: testimonialsBlock,
  share: shareBlock,
  demo: formIntro.meta({
    title: "Junto al formulario de demostración",
    description: "El texto al lado del formulario para pedir una demostración.",
  }),
}
export type AgentPageContent = z.infer<z.ZodObject<typeof agentPage>>
