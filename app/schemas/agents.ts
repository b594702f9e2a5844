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
export const chatMessage = z.strictObject({
  from: z.enum(["agent", "client"]),
  text,
})
export type ChatMessage = z.infer<typeof chatMessage>

/** A conversation drawn inside a phone, with a caption saying what it shows. */
export const chatExample = z.strictObject({
  title: text,
  description: text,
  /** Name in the chat's header bar, and the line under it ('en línea'). */
  contactName: text,
  status: text,
  messages: z.array(chatMessage).min(1),
})
export type ChatExample = z.infer<typeof chatExample>

export const chatExamplesBlock = z.strictObject({
  intro: sectionIntro,
  /** Accessible name of the carousel. */
  label: text,
  examples: z.array(chatExample).min(1),
})
export type ChatExamplesBlock = z.infer<typeof chatExamplesBlock>

export const agentCategory = z.strictObject({ id: text, name: text })
export type AgentCategory = z.infer<typeof agentCategory>

/**
 * A virtual agent or assistant: its id is the card's anchor, its category one
 * of the block's categories.
 */
export const agentCard = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: text,
  name: text,
  description: text,
  icon: iconName,
  points: optionalPoints,
})
export type AgentCard = z.infer<typeof agentCard>

export const agentsBlock = z
  .strictObject({
    intro: sectionIntro,
    categories: z.array(agentCategory).min(1),
    agents: z.array(agentCard).min(1),
  })
  .refine(
    (block) =>
      block.agents.every((agent) =>
        block.categories.some((category) => category.id === agent.category),
      ),
    { message: "every agent's category must be one of the block's categories" },
  )
export type AgentsBlock = z.infer<typeof agentsBlock>

/**
 * A virtual-agent page (clinics, dealerships): claims in large type,
 * testimonials, a share band and the demo form beside what the demo covers.
 */
export const agentPage = {
  ...pageOpening,
  stats: z.array(stat).min(1),
  /** Conversations drawn in phones (the French dealership page has none). */
  examples: chatExamplesBlock.optional(),
  /**
   * What the business struggles with: the clinic's saturated agenda,
   * forgotten payments, time-consuming tasks, lack of control; the
   * dealership's challenges.
   */
  challenges: iconCardsBlock,
  /**
   * What the agents bring: the clinic's four feature blocks; for dealerships
   * in Spanish the feature blocks, in French six benefits.
   */
  solutions: iconCardsBlock,
  /**
   * The clinic's ten agents in five categories; the dealership's three
   * assistants with their features.
   */
  assistants: agentsBlock,
  testimonials: testimonialsBlock,
  share: shareBlock,
  demo: formIntro,
}
export type AgentPageContent = z.infer<z.ZodObject<typeof agentPage>>
